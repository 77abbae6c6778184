import { startPage, welcomePage } from './arrive.ts';
import type { FetchedPage } from './fetchPage.ts';

function fetched(body: string): FetchedPage {
  const doc = new DOMParser().parseFromString(`<title>B</title><body>${body}</body>`, 'text/html');
  return { url: new URL('/fr/b', location.href), doc, html: '', nonce: '' };
}

/** What the polite live region says once its messages are in. */
async function said(): Promise<string[]> {
  await vi.advanceTimersByTimeAsync(0);
  return [...(document.getElementById('vitrine-announcer')?.children ?? [])].map((p) => p.textContent ?? '');
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('startPage', () => {
  it('mounts the new page’s widgets before telling `vitrine:page-swap`', async () => {
    document.body.innerHTML = '<main data-page-content><h1>B</h1></main>';
    const region = document.querySelector('main') as HTMLElement;
    const order: string[] = [];
    const widgets = { unmountWithin: vi.fn(), scan: () => order.push('scan') };
    const swapped = () => order.push('page-swap');
    document.addEventListener('vitrine:page-swap', swapped);
    const page = fetched('<main data-page-content><h1>B</h1></main>');
    await startPage(page, region, page.doc.querySelector('main') as Element, widgets);
    document.removeEventListener('vitrine:page-swap', swapped);
    expect(order).toEqual(['scan', 'page-swap']);
  });

  it('takes the header that shows who is signed in from the new page after a login', async () => {
    document.body.innerHTML =
      '<header data-page-session id="account">Se connecter</header><main data-page-content></main>';
    const region = document.querySelector('main') as HTMLElement;
    const page = fetched(
      '<header data-page-session id="account">Bonjour Anne</header><main data-page-content></main>',
    );
    const incoming = page.doc.querySelector('main') as Element;
    const widgets = { unmountWithin: vi.fn(), scan: vi.fn() };
    await startPage(page, region, incoming, widgets);
    expect(document.getElementById('account')?.textContent).toBe('Se connecter');
    await startPage(page, region, incoming, widgets, true);
    expect(document.getElementById('account')?.textContent).toBe('Bonjour Anne');
  });
});

/** Welcomes the page on screen at a new address (`newTitle`) or refreshed in place. */
function welcome(newTitle: boolean): void {
  welcomePage(
    document.querySelector('main') as HTMLElement,
    new URL('/fr/c', location.href),
    undefined,
    newTitle,
  );
}

describe('welcomePage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    document.title = 'Chaussures';
    document.body.innerHTML =
      '<main data-page-content aria-busy="true"><h1>Chaussures</h1><p data-announce>12 produits</p></main>';
  });

  it('frees the region, tells `vitrine:page-loaded` and puts the focus on the heading', () => {
    const region = document.querySelector('main') as HTMLElement;
    const loaded = vi.fn();
    document.addEventListener('vitrine:page-loaded', loaded);
    welcomePage(region, new URL('/fr/chaussures', location.href), undefined, true);
    document.removeEventListener('vitrine:page-loaded', loaded);
    expect(region.hasAttribute('aria-busy')).toBe(false);
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(document.activeElement?.tagName).toBe('H1');
  });

  it('says the title of a new page, then what the page marks to be said', async () => {
    welcome(true);
    expect(await said()).toEqual(['Chaussures', '12 produits']);
  });

  it('does not say the title again for a page refreshed in place', async () => {
    welcome(false);
    expect(await said()).toEqual(['12 produits']);
  });
});
