import { DEFAULT_TIMING } from './animate.ts';
import type { FetchedPage } from './fetchPage.ts';
import { endLongLoading, leavePage, markBusy, sendRequest } from './visitRequest.ts';

const root = document.documentElement;

function deferred(): { promise: Promise<FetchedPage>; resolve(page: FetchedPage): void } {
  let resolve: (page: FetchedPage) => void = () => {};
  const promise = new Promise<FetchedPage>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const page = { url: new URL('https://shop.test/fr/b'), html: '', nonce: '' } as FetchedPage;

describe('sendRequest', () => {
  it('takes the request sent at the press instead of asking again', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const early = { request: Promise.resolve(page), controller: new AbortController() };
    const url = new URL('/fr/b', location.href);
    expect(sendRequest(url, { noCache: false, early }, early.controller.signal)).toBe(early.request);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the server, past its HTTP cache when the visit bypasses caches', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('<main>b</main>', { headers: { 'content-type': 'text/html' } }));
    const url = new URL('/fr/b', location.href);
    await sendRequest(url, { noCache: true }, new AbortController().signal);
    expect(fetch).toHaveBeenCalledWith(url.href, expect.objectContaining({ cache: 'no-store' }));
  });
});

describe('markBusy', () => {
  beforeEach(() => {
    document.body.innerHTML = '<main data-page-content>a</main>';
  });
  afterEach(() => {
    root.className = '';
    document.body.innerHTML = '';
  });

  it('marks the region busy while the request runs', () => {
    markBusy(deferred().promise);
    expect(document.querySelector('main')?.getAttribute('aria-busy')).toBe('true');
  });

  it('says the page takes long while the answer is still pending after the out-animation', async () => {
    const request = deferred();
    const answer = markBusy(request.promise)();
    expect(root.classList.contains('page-long-loading')).toBe(true);
    request.resolve(page);
    expect(await answer).toBe(page);
    expect(root.classList.contains('page-long-loading')).toBe(false);
  });

  it('says nothing of the kind when the answer came during the out-animation', async () => {
    const answer = markBusy(Promise.resolve(page));
    await Promise.resolve();
    const answered = answer();
    expect(root.classList.contains('page-long-loading')).toBe(false);
    expect(await answered).toBe(page);
  });

  it('leaves the class to the visit when the request fails (the visit takes it away)', async () => {
    const answer = markBusy(Promise.reject(new Error('dropped')))();
    await expect(answer).rejects.toThrow('dropped');
    expect(root.classList.contains('page-long-loading')).toBe(true);
    endLongLoading();
    expect(root.classList.contains('page-long-loading')).toBe(false);
  });
});

describe('leavePage', () => {
  afterEach(() => {
    root.className = '';
  });

  it('runs the out-animation of the page being left', async () => {
    const leaving = leavePage(DEFAULT_TIMING, new AbortController().signal);
    expect(root.classList.contains('page-leaving')).toBe(true);
    await leaving;
  });

  it('leaves the old page to the browser under a view transition', async () => {
    await leavePage(undefined, new AbortController().signal);
    expect(root.classList.contains('page-leaving')).toBe(false);
  });
});
