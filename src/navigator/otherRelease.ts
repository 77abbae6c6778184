/**
 * The address of the Vitrine entry a page names: its module script whose file is `vitrine.js`,
 * resolved against the page's address (a query such as `?v=<build>`, or a folder per release,
 * tells releases apart).
 */
export function entryAddress(doc: Document, base: string): string | undefined {
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')) {
    const src = script.getAttribute('src') ?? '';
    try {
      const url = new URL(src, base);
      if (url.pathname.endsWith('/vitrine.js')) return url.href;
    } catch {
      // Not an address: not the entry.
    }
  }
  return undefined;
}

/**
 * Whether a fetched page runs another release of the bundle than the one running here: both name
 * the entry, at another address. Such a page is loaded in full, never swapped in, so that no tab
 * mixes the code of two releases (as Turbo's tracked assets do).
 */
export function isOtherRelease(doc: Document, url: URL): boolean {
  const theirs = entryAddress(doc, url.href);
  const ours = entryAddress(document, location.href);
  return theirs !== undefined && ours !== undefined && theirs !== ours;
}
