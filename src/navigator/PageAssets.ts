import { isJavaScript, isRunnable, liveCopy, loaded } from './scripts.ts';

/** How long a visit waits for one extra stylesheet or script before going on without it. */
export const ASSET_CAP_MS = 5000;

const STYLESHEETS = 'link[rel~="stylesheet"][href]';

/**
 * The extra scripts and stylesheets pages name, each loaded once per document: stylesheets before
 * the swap (so nothing flashes unstyled), scripts after it, in document order. Inline scripts of
 * swapped content run once per insertion; those of a page's head once per document, as its
 * external ones (the same text is the same script).
 */
export class PageAssets {
  private seen: Set<string> | undefined;
  /** The texts of the inline scripts the document's head has had. */
  private readonly headTexts = new Set<string>();

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
    for (const script of doc.head.querySelectorAll<HTMLScriptElement>('script:not([src])')) {
      if (isJavaScript(script)) this.headTexts.add(script.textContent ?? '');
    }
  }

  /** True the first time the document meets this inline head script's text (and notes it). */
  private firstInHead(script: HTMLScriptElement): boolean {
    void this.loaded; // the current document's own head is noted first
    const text = script.textContent ?? '';
    if (this.headTexts.has(text)) return false;
    this.headTexts.add(text);
    return true;
  }

  /** Adds to `<head>` the stylesheets of `page` not loaded yet, and waits until they apply. */
  async loadStyles(page: Document, base: URL): Promise<void> {
    const waits: Promise<void>[] = [];
    for (const link of page.querySelectorAll<HTMLLinkElement>(STYLESHEETS)) {
      if (link.closest('noscript')) continue; // for browsers without scripts only
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

  /**
   * Runs the scripts of `page` outside its content region that this document has not run: those
   * of its head, inline and external, in document order (an inline one waits for the external ones
   * before it, as the parser does), and the external ones at the end of its body. Resolves when
   * they ran (or failed, or timed out).
   */
  async loadScripts(page: Document, region: Element, base: URL): Promise<void> {
    const waits: Promise<void>[] = [];
    for (const script of page.querySelectorAll<HTMLScriptElement>('script')) {
      const inline = !script.hasAttribute('src');
      // A parsed page's <noscript> holds elements (the parser ran without scripting): not scripts to run.
      if (region.contains(script) || script.closest('noscript')) continue;
      if ((inline && !page.head.contains(script)) || !isRunnable(script)) continue;
      if (!(inline ? this.firstInHead(script) : this.firstLoad(script, base))) continue;
      const copy = liveCopy(script, base);
      if (inline) {
        await Promise.all(waits);
      } else {
        waits.push(loaded(copy, ASSET_CAP_MS));
      }
      document.head.append(copy);
    }
    await Promise.all(waits);
  }

  /** True the first time the document meets this external script's address (and notes it). */
  private firstLoad(script: HTMLScriptElement, base: URL): boolean {
    const url = new URL(script.getAttribute('src') ?? '', base).href;
    if (this.loaded.has(url)) return false;
    this.loaded.add(url);
    return true;
  }
}

/** The document's one asset registry, shared by visits and ajax forms. */
export const pageAssets = new PageAssets();
