import { isRunnable, liveCopy, loaded } from './scripts.ts';

/** How long a visit waits for one extra stylesheet or script before going on without it. */
export const ASSET_CAP_MS = 5000;

const STYLESHEETS = 'link[rel~="stylesheet"][href]';

/**
 * The extra scripts and stylesheets pages name, each loaded once per document: stylesheets before
 * the swap (so nothing flashes unstyled), scripts after it, in document order. Inline scripts of
 * swapped content run once per insertion.
 */
export class PageAssets {
  private seen: Set<string> | undefined;

  /** What the document loaded so far; read from the document the first time it is needed. */
  private get loaded(): Set<string> {
    if (this.seen) return this.seen;
    this.seen = new Set();
    this.seed();
    return this.seen;
  }

  /** Records what the current document already loaded. */
  seed(doc: Document = document): void {
    this.seen ??= new Set();
    const seen = this.seen;
    for (const link of doc.querySelectorAll<HTMLLinkElement>(STYLESHEETS)) seen.add(link.href);
    for (const script of doc.querySelectorAll<HTMLScriptElement>('script[src]')) seen.add(script.src);
  }

  /** Adds to `<head>` the stylesheets of `page` not loaded yet, and waits until they apply. */
  async loadStyles(page: Document, base: URL): Promise<void> {
    const waits: Promise<void>[] = [];
    for (const link of page.querySelectorAll<HTMLLinkElement>(STYLESHEETS)) {
      const href = new URL(link.getAttribute('href') ?? '', base).href;
      link.remove();
      if (this.loaded.has(href)) continue;
      this.loaded.add(href);
      const copy = document.createElement('link');
      for (const { name, value } of link.attributes) copy.setAttribute(name, value);
      if (copy.href !== href) copy.href = href;
      document.head.append(copy);
      waits.push(loaded(copy, ASSET_CAP_MS));
    }
    await Promise.all(waits);
  }

  /**
   * Runs the scripts of `root` (swapped content, an ajax answer): inline ones each time, external
   * ones the first time only. Resolves when the external ones loaded (or failed, or timed out).
   */
  async runScripts(root: ParentNode, base: URL = new URL(document.baseURI)): Promise<void> {
    const waits: Promise<void>[] = [];
    // `root` may be a script itself: an ajax answer's top-level one (a partial ending with a script).
    const own = root instanceof HTMLScriptElement ? [root] : [];
    for (const script of [...own, ...root.querySelectorAll<HTMLScriptElement>('script')]) {
      if (!isRunnable(script)) continue;
      const src = script.getAttribute('src');
      if (src !== null) {
        const url = new URL(src, base).href;
        if (this.loaded.has(url)) continue;
        this.loaded.add(url);
      }
      const copy = liveCopy(script, base);
      if (src !== null) waits.push(loaded(copy, ASSET_CAP_MS));
      script.replaceWith(copy);
    }
    await Promise.all(waits);
  }

  /** Loads the external scripts `page` names outside its content region (head, end of body). */
  async loadScripts(page: Document, region: Element, base: URL): Promise<void> {
    const waits: Promise<void>[] = [];
    for (const script of page.querySelectorAll<HTMLScriptElement>('script[src]')) {
      if (region.contains(script) || !isRunnable(script)) continue;
      const url = new URL(script.getAttribute('src') ?? '', base).href;
      if (this.loaded.has(url)) continue;
      this.loaded.add(url);
      const copy = liveCopy(script, base);
      waits.push(loaded(copy, ASSET_CAP_MS));
      document.head.append(copy);
    }
    await Promise.all(waits);
  }
}

/** The document's one asset registry, shared by visits and ajax forms. */
export const pageAssets = new PageAssets();
