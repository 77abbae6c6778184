import type { FetchedPage } from './fetchPage.ts';
import { parsePage } from './parsePage.ts';

/** What a page asks of the page cache: `<meta name="vitrine-cache" content="no-cache|no-preview">`. */
export type CachePolicy = 'cache' | 'no-preview' | 'no-cache';

/** A page as the server sent it, kept for an instant revisit. */
export interface CachedPage {
  /** The page's address, without its fragment. */
  href: string;
  html: string;
  /** The nonce of the answer's policy, which vouches for its scripts ('' for none). */
  nonce: string;
  /** Kept for back and forward, never shown as a preview of a followed link. */
  noPreview: boolean;
}

/** At most this many pages are kept (10), least recently used first out. */
export const PAGE_CACHE_PAGES = 10;
/** And at most this many bytes of HTML (UTF-16 code units, two bytes each) in all. */
export const PAGE_CACHE_BYTES = 4 * 1024 * 1024;
/**
 * At most this many cached pages are kept parsed ahead of a revisit (`prepare`), besides the one of
 * the link hovered last.
 */
export const PREPARED_PAGES = 2;

/** The cache policy a page's own markup asks for. */
export function cachePolicy(doc: Document): CachePolicy {
  const content = doc.querySelector('meta[name="vitrine-cache"]')?.getAttribute('content')?.trim();
  return content === 'no-cache' || content === 'no-preview' ? content : 'cache';
}

const keyOf = (url: URL | string): string => {
  const key = new URL(url);
  key.hash = '';
  return key.href;
};

const bytesOf = (page: CachedPage): number => page.html.length * 2;

/**
 * The bounded page cache of instant revisits: pages as the server sent them, at most
 * `PAGE_CACHE_PAGES` of them and `PAGE_CACHE_BYTES` in all, the least recently used dropped first.
 * Only answers to GET are kept, and never a page marked `no-cache`.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private total = 0;
  /** Cached pages parsed ahead (`prepare`), oldest first; a page replaced or dropped loses its. */
  private prepared: { page: CachedPage; doc: Document }[] = [];
  /**
   * The cached page of the link hovered last, parsed at the hover: the likeliest next visit, kept
   * apart so that the parses ahead of back and forward (when idle, maybe after it) never drop it.
   */
  private hovered: { page: CachedPage; doc: Document } | undefined;
  /** The pages visits ended on, most recent last: the likely targets of back and forward. */
  private trail: string[] = [];
  /** The pages still to parse ahead, and whether an idle callback is on its way to them. */
  private ahead: string[] = [];
  private preparing = false;

  constructor(
    private readonly maxPages = PAGE_CACHE_PAGES,
    private readonly maxBytes = PAGE_CACHE_BYTES,
  ) {}

  /** Pages held now. */
  get size(): number {
    return this.pages.size;
  }

  /** Bytes held now. */
  get bytes(): number {
    return this.total;
  }

  /** Keeps the answer `html` to a `method` request for `url`, as its policy allows. */
  store(url: URL, method: string, html: string, policy: CachePolicy, nonce = ''): void {
    const href = keyOf(url);
    this.drop(href);
    if (method.toUpperCase() !== 'GET' || policy === 'no-cache') return;
    const page: CachedPage = { href, html, nonce, noPreview: policy === 'no-preview' };
    if (bytesOf(page) > this.maxBytes) return;
    this.pages.set(href, page);
    this.total += bytesOf(page);
    for (const [oldest] of this.pages) {
      if (this.pages.size <= this.maxPages && this.total <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  /** The page kept for `url` (now the most recently used), if any. */
  get(url: URL): CachedPage | undefined {
    const href = keyOf(url);
    const page = this.pages.get(href);
    if (!page) return undefined;
    this.pages.delete(href);
    this.pages.set(href, page);
    return page;
  }

  /** Keeps a page a visit fetched (always a GET), as its `vitrine-cache` meta allows. */
  keep(page: FetchedPage): void {
    this.store(page.url, 'GET', page.html, cachePolicy(page.doc), page.nonce);
  }

  /**
   * The cached copy a visit may show while it loads: a `no-preview` page only on back and
   * forward (`restore`).
   */
  copyFor(url: URL, restore: boolean): CachedPage | undefined {
    const page = this.get(url);
    return page && (!page.noPreview || restore) ? page : undefined;
  }

  /**
   * Parses the cached copy of `url` ahead of a likely revisit (back, forward), so that showing it
   * does not wait for the parse; at most `PREPARED_PAGES` are kept, the oldest dropped first. The
   * copy of a `hovered` link's page is kept apart (one, the last hovered). The page's place in the
   * least-recently-used order does not change.
   */
  prepare(url: URL, hovered = false): void {
    const page = this.pages.get(keyOf(url));
    if (!page || this.hovered?.page === page) return;
    const ready = this.prepared.find((p) => p.page === page);
    if (ready && !hovered) return;
    const entry = ready ?? { page, doc: parsePage(page.html, page.nonce, page.href) };
    if (hovered) {
      this.prepared = this.prepared.filter((p) => p !== ready);
      this.hovered = entry;
    } else {
      this.prepared = [...this.prepared, entry].slice(-PREPARED_PAGES);
    }
  }

  /**
   * Told when a visit ended on `url`: the `PREPARED_PAGES` pages seen most recently before it are
   * parsed when the browser is idle (one per idle period), ready for back, forward or a link back.
   */
  visited(url: URL): void {
    const here = keyOf(url);
    this.trail = [...this.trail.filter((href) => href !== here), here].slice(-PREPARED_PAGES - 1);
    this.ahead = this.trail.slice(0, -1).reverse();
    if (this.preparing) return;
    this.preparing = true;
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 50));
    const step = () => {
      const href = this.ahead.shift();
      this.preparing = href !== undefined;
      if (href === undefined) return;
      this.prepare(new URL(href));
      idle(step);
    };
    idle(step);
  }

  /**
   * A document of `page` to show (its nodes may be moved out): the one parsed ahead, handed over
   * once, or a new parse.
   */
  documentOf(page: CachedPage): Document {
    const hovered = this.hovered;
    if (hovered?.page === page) {
      this.hovered = undefined;
      return hovered.doc;
    }
    const ready = this.prepared.find((p) => p.page === page);
    if (!ready) return parsePage(page.html, page.nonce, page.href);
    this.prepared = this.prepared.filter((p) => p !== ready);
    return ready.doc;
  }

  /** Empties the cache (login, logoff, a consent change). */
  clear(): void {
    this.pages.clear();
    this.total = 0;
    this.prepared = [];
    this.hovered = undefined;
    this.trail = [];
    this.ahead = [];
  }

  private drop(href: string): void {
    const page = this.pages.get(href);
    if (!page) return;
    this.pages.delete(href);
    this.total -= bytesOf(page);
    this.prepared = this.prepared.filter((p) => p.page !== page);
    if (this.hovered?.page === page) this.hovered = undefined;
  }
}
