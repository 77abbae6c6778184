import { placeScroll, writeHistory } from './visitHistory.ts';

function spyScroll(): ScrollToOptions[] {
  const calls: ScrollToOptions[] = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    calls.push(options);
  }) as typeof window.scrollTo);
  return calls;
}

describe('writeHistory', () => {
  it('pushes a followed link’s entry the first time, then only replaces it', () => {
    const push = vi.spyOn(history, 'pushState');
    const replace = vi.spyOn(history, 'replaceState');
    expect(writeHistory(new URL('/fr/preview', location.href), 'push', false)).toBe(true);
    expect(writeHistory(new URL('/fr/final', location.href), 'push', true)).toBe(true);
    expect(push).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(location.pathname).toBe('/fr/final');
  });

  it('replaces the entry of a `replace` visit from the start', () => {
    const push = vi.spyOn(history, 'pushState');
    writeHistory(new URL('/fr/sorted', location.href), 'replace', false);
    expect(push).not.toHaveBeenCalled();
    expect(location.pathname).toBe('/fr/sorted');
  });

  it('writes nothing for Back or Forward, whose entry the browser already moved to', () => {
    const push = vi.spyOn(history, 'pushState');
    const replace = vi.spyOn(history, 'replaceState');
    expect(writeHistory(new URL('/fr/back', location.href), 'restore', false)).toBe(false);
    expect(push).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });
});

describe('placeScroll', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('goes to the top of a new page', () => {
    const calls = spyScroll();
    const region = document.createElement('main');
    placeScroll(region, new URL('/fr/a', location.href), undefined, new AbortController().signal);
    expect(calls).toEqual([{ left: 0, top: 0, behavior: 'instant' }]);
  });

  it('goes to the anchor the address names, at once', () => {
    const calls = spyScroll();
    document.body.innerHTML = '<main><h2 id="avis">Avis</h2></main>';
    const region = document.querySelector('main') as HTMLElement;
    vi.spyOn(document.getElementById('avis') as HTMLElement, 'getBoundingClientRect').mockReturnValue({
      top: 900,
    } as DOMRect);
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(10_000);
    placeScroll(region, new URL('/fr/a#avis', location.href), undefined, new AbortController().signal);
    expect(calls).toEqual([{ left: window.scrollX, top: 750, behavior: 'instant' }]);
  });

  it('goes back to the saved position on Back or Forward, whatever the anchor', () => {
    const calls = spyScroll();
    document.body.innerHTML = '<main><h2 id="avis">Avis</h2></main>';
    const region = document.querySelector('main') as HTMLElement;
    const visit = new AbortController();
    placeScroll(region, new URL('/fr/a#avis', location.href), { x: 0, y: 400 }, visit.signal);
    visit.abort(); // the restore would otherwise keep trying while the page is too short
    expect(calls[0]).toEqual({ left: 0, top: 400, behavior: 'instant' });
  });
});
