import { pageReady } from '../page/pageLifecycle.ts';
import { DEFAULT_TIMING } from './animate.ts';
import type { FetchedPage } from './fetchPage.ts';
import type { Preview } from './preview.ts';
import { animateIn, commitPreview, previewPainted, renderInTransition, renderNow } from './renderPage.ts';
import type { TransitionSwap } from './viewTransition.ts';

const root = document.documentElement;

function fetched(body: string): FetchedPage {
  const doc = new DOMParser().parseFromString(`<title>B</title><body>${body}</body>`, 'text/html');
  return { url: new URL('/fr/b', location.href), doc, html: '', nonce: '' };
}

function widgetHost() {
  return { unmountWithin: vi.fn(), scan: vi.fn() };
}

/** A browser view transition that runs its update when `run()` is called, as the browser does later. */
function fakeTransitions(updateFails = false): { run(): void } {
  let update: () => void = () => {};
  const never = new Promise<never>(() => {});
  document.startViewTransition = ((callback: () => void) => {
    update = callback;
    const done = updateFails ? Promise.reject(new DOMException('gone', 'InvalidStateError')) : never;
    return {
      ready: never,
      finished: never,
      updateCallbackDone: done,
      skipTransition() {},
    };
  }) as unknown as typeof document.startViewTransition;
  return { run: () => update() };
}

beforeEach(() => {
  document.body.innerHTML = '<main data-page-content><h1>A</h1><button id="sort">Trier</button></main>';
});
afterEach(() => {
  vi.useRealTimers();
  root.className = '';
  document.body.innerHTML = '';
  delete (document as { startViewTransition?: unknown }).startViewTransition;
});

describe('renderNow', () => {
  it('swaps the new region in, with page-entering set for the in-animation', () => {
    const widgets = widgetHost();
    const old = document.querySelector('main');
    const region = renderNow(fetched('<main data-page-content><h1>B</h1></main>'), old, widgets, {});
    expect(region?.textContent).toBe('B');
    expect(document.querySelector('main')).toBe(region);
    expect(widgets.unmountWithin).toHaveBeenCalledWith(old);
    expect(root.classList.contains('page-entering')).toBe(true);
  });

  it('keeps the focus on the control the customer moved to while the page loaded', () => {
    const focus = { focusId: 'filters' };
    (document.getElementById('sort') as HTMLButtonElement).focus();
    renderNow(fetched('<main data-page-content><h1>B</h1></main>'), null, widgetHost(), focus);
    expect(focus.focusId).toBe('sort');
  });

  it('leaves the page in place when the new one has no region', () => {
    const page = fetched('<p>not a page</p>');
    expect(renderNow(page, null, widgetHost(), {})).toBeNull();
    expect(document.querySelector('h1')?.textContent).toBe('A');
    expect(root.classList.contains('page-entering')).toBe(false);
  });
});

describe('renderInTransition', () => {
  it('swaps the page in when the browser runs the transition’s update', async () => {
    const browser = fakeTransitions();
    const swap = renderInTransition(
      fetched('<main data-page-content><h1>B</h1></main>'),
      DEFAULT_TIMING,
      widgetHost(),
      {},
      () => true,
    );
    expect(document.querySelector('h1')?.textContent).toBe('A');
    browser.run();
    expect(document.querySelector('h1')?.textContent).toBe('B');
    swap.skip();
  });

  it('changes nothing when the visit ended before the browser ran the update', () => {
    const browser = fakeTransitions();
    renderInTransition(
      fetched('<main data-page-content><h1>B</h1></main>'),
      DEFAULT_TIMING,
      widgetHost(),
      {},
      () => false,
    );
    browser.run();
    expect(document.querySelector('h1')?.textContent).toBe('A');
  });

  it('gives no region, and no rejection, when the browser gives the transition up', async () => {
    fakeTransitions(true);
    const swap = renderInTransition(
      fetched('<main data-page-content></main>'),
      DEFAULT_TIMING,
      widgetHost(),
      {},
      () => true,
    );
    await expect(swap.updated).resolves.toBeNull();
  });
});

describe('commitPreview', () => {
  it('tells the page being left it goes before the fresh copy replaces the preview', () => {
    const order: string[] = [];
    const region = document.querySelector('main') as HTMLElement;
    pageReady('https://shop.test/fr/a', region);
    const unload = () => order.push('unload');
    document.addEventListener('vitrine:page-unload', unload);
    const preview: Preview = {
      region,
      commit: () => {
        order.push('commit');
        return region;
      },
      discard() {},
    };
    expect(commitPreview(preview, fetched('<main data-page-content></main>'), widgetHost())).toBe(region);
    document.removeEventListener('vitrine:page-unload', unload);
    expect(order).toEqual(['unload', 'commit']);
  });
});

describe('previewPainted', () => {
  it('waits no longer than 100 ms for a frame that does not come (a hidden page)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    let painted = false;
    void previewPainted().then(() => {
      painted = true;
    });
    await vi.advanceTimersByTimeAsync(99);
    expect(painted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(painted).toBe(true);
  });
});

describe('animateIn', () => {
  it('waits for a view transition’s end no longer than the cap', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const transition: TransitionSwap<unknown> = {
      updated: Promise.resolve(null),
      finished: new Promise(() => {}),
      skip() {},
    };
    let done = false;
    void animateIn(document.body, transition, DEFAULT_TIMING, new AbortController().signal).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('runs the visit’s own in-animation without a view transition', () => {
    void animateIn(document.body, undefined, DEFAULT_TIMING, new AbortController().signal);
    expect(root.classList.contains('page-entering')).toBe(true);
  });
});
