import { handleFailures } from '../http/errorPolicy.ts';
import { type FragmentCall, loadFragment, showFragment } from './fragmentDialog.ts';

/** The CMS: `pages` by path (HTML, or a status), the strings call answered with an empty table. */
function cms(pages: Record<string, string | number>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname.includes('stringresources'))
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    const page = pages[url.pathname] ?? 404;
    return typeof page === 'number'
      ? new Response('', { status: page })
      : new Response(page, { headers: { 'content-type': 'text/html' } });
  });
}

/** What the error policy was asked to show, with the login's return address. */
function failures(): { action: string; returnUrl: string | undefined }[] {
  const shown: { action: string; returnUrl: string | undefined }[] = [];
  handleFailures((action, options) => shown.push({ action, returnUrl: options.returnUrl }));
  return shown;
}

const load = (url: string, call: Partial<FragmentCall> = {}) =>
  loadFragment({ url, signal: new AbortController().signal, ...call });

describe('a CMS fragment in a dialog', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<script type="application/json" id="vitrine-settings">{"culture":"fr","appPath":"/"}</script>';
    document.body.innerHTML = '<a href="/fr/stock">Stock</a>';
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it("shows the content region's content, its heading as the title, the first field focused", async () => {
    cms({
      '/fr/address':
        '<html><body><header>menu</header><main id="content"><h1>Nouvelle adresse</h1><form><input name="City"></form></main></body></html>',
    });
    const fragment = await load('/fr/address');
    expect(fragment?.title).toBe('Nouvelle adresse');
    const handle = showFragment(fragment!, { title: fragment!.title ?? '' });
    expect(handle.dialog.open).toBe(true);
    expect(handle.dialog.querySelector('.vitrine-dialog__title')?.textContent).toBe('Nouvelle adresse');
    expect(handle.body.textContent).not.toContain('menu');
    expect(handle.body.querySelector('h1')).toBeNull();
    expect(document.activeElement).toBe(handle.body.querySelector('input[name="City"]'));
    handle.close();
  });

  it('shows the selected element itself, its class kept, and lets the widget trim it first', async () => {
    cms({
      '/fr/qv': '<div class="quick-view"><h1>Tasse</h1><a class="own-link" href="/x">x</a><p>Bleue</p></div>',
    });
    const fragment = await load('/fr/qv', {
      select: '.quick-view',
      prepare: (content) => content.querySelector('.own-link')?.remove(),
    });
    const handle = showFragment(fragment!, { title: fragment!.title ?? '' });
    expect(handle.body.firstElementChild?.className).toBe('quick-view');
    expect(handle.body.textContent).toBe('Bleue');
    handle.close();
  });

  it('opens no empty dialog: a page with only its heading, or without what it needs, is a failure', async () => {
    const shown = failures();
    cms({ '/fr/blank': '<main id="content"><h1>Maintenance</h1></main>', '/fr/noform': '<p>Merci</p>' });
    expect(await load('/fr/blank')).toBeUndefined();
    expect(await load('/fr/noform', { needs: 'form' })).toBeUndefined();
    expect(shown.map((s) => s.action)).toEqual(['error-modal', 'error-modal']);
    expect(document.querySelector('dialog[open]')).toBeNull();
  });

  it('sends a 401 to the login with the return address, and a widget may take failures itself', async () => {
    const shown = failures();
    cms({ '/fr/secret': 401 });
    expect(await load('/fr/secret', { returnUrl: '/fr/cart' })).toBeUndefined();
    expect(shown).toEqual([{ action: 'login', returnUrl: '/fr/cart' }]);
    const own = vi.fn();
    expect(await load('/fr/secret', { onFailure: own })).toBeUndefined();
    expect(own).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }));
    expect(shown).toHaveLength(1);
  });

  it('shows the call working on what asked for it: a link busy, a button loading', async () => {
    let answer = (_: Response) => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) =>
      String(input instanceof Request ? input.url : input).includes('stringresources')
        ? Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } }))
        : new Promise((resolve) => {
            answer = resolve;
          }),
    );
    const link = document.querySelector('a')!;
    const pending = load('/fr/stock', { busy: link });
    expect(link.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(answer).not.toBe(undefined));
    await vi.waitFor(() => {
      answer(new Response('<p>12 en stock</p>', { headers: { 'content-type': 'text/html' } }));
      expect(link.hasAttribute('aria-busy')).toBe(false);
    });
    expect((await pending)?.content.textContent).toBe('12 en stock');
    const button = document.createElement('button');
    cms({ '/fr/b': '<p>ok</p>' });
    const second = load('/fr/b', { busy: button });
    expect(button.disabled).toBe(true);
    await second;
    expect(button.disabled).toBe(false);
  });

  it('does nothing once aborted', async () => {
    const shown = failures();
    cms({ '/fr/stock': '<p>12</p>' });
    const controller = new AbortController();
    controller.abort();
    expect(await loadFragment({ url: '/fr/stock', signal: controller.signal })).toBeUndefined();
    expect(shown).toEqual([]);
  });
});
