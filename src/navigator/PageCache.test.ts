import { cachePolicy, PAGE_CACHE_PAGES, PageCache, PREPARED_PAGES } from './PageCache.ts';

const url = (path: string) => new URL(path, 'https://shop.example');
const html = (text: string) => `<html><body><main>${text}</main></body></html>`;

function docWith(meta: string): Document {
  return new DOMParser().parseFromString(`<html><head>${meta}</head><body></body></html>`, 'text/html');
}

describe('PageCache', () => {
  it('never holds more than 10 pages, dropping the least recently used first', () => {
    const cache = new PageCache();
    for (let i = 0; i < PAGE_CACHE_PAGES; i++) cache.store(url(`/fr/p/${i}`), 'GET', html(`${i}`), 'cache');
    cache.get(url('/fr/p/0'));
    cache.store(url('/fr/p/10'), 'GET', html('10'), 'cache');
    expect(cache.size).toBe(PAGE_CACHE_PAGES);
    expect(cache.get(url('/fr/p/0'))).toBeDefined();
    expect(cache.get(url('/fr/p/1'))).toBeUndefined();
  });

  it('never holds more bytes than its cap', () => {
    const cache = new PageCache(10, 1000);
    cache.store(url('/fr/a'), 'GET', 'a'.repeat(300), 'cache');
    cache.store(url('/fr/b'), 'GET', 'b'.repeat(300), 'cache');
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.get(url('/fr/a'))).toBeUndefined();
    expect(cache.get(url('/fr/b'))).toBeDefined();
    cache.store(url('/fr/huge'), 'GET', 'c'.repeat(600), 'cache');
    expect(cache.get(url('/fr/huge'))).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(1000);
  });

  it('keeps no answer to a non-GET request, and a page marked no-cache is forgotten', () => {
    const cache = new PageCache();
    cache.store(url('/fr/cart'), 'POST', html('posted'), 'cache');
    expect(cache.get(url('/fr/cart'))).toBeUndefined();
    cache.store(url('/fr/news'), 'GET', html('news'), 'cache');
    cache.store(url('/fr/news'), 'GET', html('news'), 'no-cache');
    expect(cache.get(url('/fr/news'))).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps a no-preview page, marked as such, under its address without fragment', () => {
    const cache = new PageCache();
    cache.store(url('/fr/shoppingcarts#top'), 'GET', html('cart'), 'no-preview');
    expect(cache.get(url('/fr/shoppingcarts'))?.noPreview).toBe(true);
  });

  it('empties on clear', () => {
    const cache = new PageCache();
    cache.store(url('/fr/a'), 'GET', html('a'), 'cache');
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});

describe('PageCache: pages parsed ahead of a revisit', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  const heading = (doc: Document) => doc.querySelector('main')?.textContent;

  it('hands a prepared page over once, without parsing it again; later it is parsed anew', () => {
    const cache = new PageCache();
    cache.store(url('/fr/a'), 'GET', html('a'), 'cache');
    cache.prepare(url('/fr/a'));
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    const page = cache.get(url('/fr/a'))!;
    const first = cache.documentOf(page);
    expect(heading(first)).toBe('a');
    expect(parse).not.toHaveBeenCalled();
    const second = cache.documentOf(page);
    expect(second).not.toBe(first);
    expect(heading(second)).toBe('a');
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('keeps at most PREPARED_PAGES prepared, and a page stored again is shown as stored now', () => {
    const cache = new PageCache();
    for (const name of ['a', 'b', 'c']) {
      cache.store(url(`/fr/${name}`), 'GET', html(name), 'cache');
      cache.prepare(url(`/fr/${name}`));
    }
    cache.store(url('/fr/c'), 'GET', html('c, fresh'), 'cache');
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    expect(heading(cache.documentOf(cache.get(url('/fr/b'))!))).toBe('b');
    expect(parse).toHaveBeenCalledTimes(0);
    expect(PREPARED_PAGES).toBe(2);
    expect(heading(cache.documentOf(cache.get(url('/fr/a'))!))).toBe('a');
    expect(heading(cache.documentOf(cache.get(url('/fr/c'))!))).toBe('c, fresh');
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('a hovered link’s page parsed at the hover stays ready when the parses ahead come after it', () => {
    vi.useFakeTimers();
    const cache = new PageCache();
    for (const name of ['a', 'b', 'c', 'd']) cache.store(url(`/fr/${name}`), 'GET', html(name), 'cache');
    cache.visited(url('/fr/b'));
    cache.visited(url('/fr/c'));
    cache.visited(url('/fr/d'));
    // The hover comes before the browser is idle: b and c are parsed ahead after it.
    cache.prepare(url('/fr/a'), true);
    vi.runAllTimers();
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    expect(heading(cache.documentOf(cache.get(url('/fr/a'))!))).toBe('a');
    cache.documentOf(cache.get(url('/fr/c'))!);
    cache.documentOf(cache.get(url('/fr/b'))!);
    expect(parse).not.toHaveBeenCalled();
    // A page hovered again after a parse ahead takes that copy, with no second parse.
    cache.prepare(url('/fr/b'));
    cache.prepare(url('/fr/b'), true);
    cache.prepare(url('/fr/c'));
    cache.prepare(url('/fr/d'));
    cache.documentOf(cache.get(url('/fr/b'))!);
    expect(parse).toHaveBeenCalledTimes(3);
  });

  it('after a visit, parses the pages seen just before it when idle; clear forgets them', () => {
    vi.useFakeTimers();
    const cache = new PageCache();
    for (const name of ['a', 'b', 'c', 'd']) {
      cache.store(url(`/fr/${name}`), 'GET', html(name), 'cache');
      cache.visited(url(`/fr/${name}`));
    }
    vi.runAllTimers();
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    // Back from d goes to c, then b: both ready; a and d itself were not parsed ahead.
    cache.documentOf(cache.get(url('/fr/c'))!);
    cache.documentOf(cache.get(url('/fr/b'))!);
    expect(parse).not.toHaveBeenCalled();
    cache.documentOf(cache.get(url('/fr/a'))!);
    cache.documentOf(cache.get(url('/fr/d'))!);
    expect(parse).toHaveBeenCalledTimes(2);
    cache.clear();
    cache.store(url('/fr/c'), 'GET', html('c'), 'cache');
    cache.visited(url('/fr/e'));
    vi.runAllTimers();
    cache.documentOf(cache.get(url('/fr/c'))!);
    expect(parse).toHaveBeenCalledTimes(3);
  });
});

describe('cachePolicy', () => {
  it('reads the vitrine-cache meta of a page', () => {
    expect(cachePolicy(docWith('<meta name="vitrine-cache" content="no-cache">'))).toBe('no-cache');
    expect(cachePolicy(docWith('<meta name="vitrine-cache" content="no-preview">'))).toBe('no-preview');
    expect(cachePolicy(docWith('<meta name="vitrine-cache" content="whatever">'))).toBe('cache');
    expect(cachePolicy(docWith(''))).toBe('cache');
  });
});
