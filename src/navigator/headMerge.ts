/** `<link rel>` tokens that describe the page itself, and so follow it from one visit to the next. */
const PAGE_LINKS = new Set([
  'icon',
  'apple-touch-icon',
  'mask-icon',
  'canonical',
  'alternate',
  'prev',
  'next',
  'manifest',
]);

/**
 * The `<style>` elements `mergeHead` put in: the only ones it takes out again. Others may be a
 * library's, added at run time (a full load of the next page would lose them, but so would the
 * library its state), or the first page's own, which stay for the document's life as its
 * stylesheets do.
 */
const addedStyles = new WeakSet<Element>();

/**
 * True for a head element that belongs to the page rather than to the document's life: a
 * `<meta name>` or `<meta property>` (not `http-equiv`, not `charset`), a `<style>` (the page's
 * own rules: another page's must not apply), a `<link>` naming the page's icon, canonical address,
 * translations, neighbours or manifest (not a stylesheet, not a preload: those load once per
 * document, `PageAssets.ts`).
 */
export function followsPage(el: Element): boolean {
  if (el.localName === 'style') return true;
  if (el.localName === 'meta') {
    return (el.hasAttribute('name') || el.hasAttribute('property')) && !el.hasAttribute('http-equiv');
  }
  if (el.localName !== 'link') return false;
  const rel = (el.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
  return !rel.includes('stylesheet') && rel.some((token) => PAGE_LINKS.has(token));
}

/**
 * Makes the head's page elements (`followsPage`) those of `page`, as a full load of it would have
 * them: an equal one stays (an unchanged favicon is not asked again), a new one is added, one the
 * new page lacks goes (a `<style>` only when a visit brought it: `addedStyles`). The title and the scripts are the swap's and `PageAssets`' to follow.
 */
export function mergeHead(page: Document, head: HTMLHeadElement = document.head): void {
  const current = [...head.children].filter(followsPage);
  const kept = new Set<Element>();
  for (const el of [...page.head.children].filter(followsPage)) {
    const same = current.find((have) => !kept.has(have) && have.isEqualNode(el));
    if (same) {
      kept.add(same);
      continue;
    }
    const copy = head.ownerDocument.importNode(el, true);
    if (copy.localName === 'style') addedStyles.add(copy);
    head.append(copy);
  }
  for (const el of current) {
    if (!kept.has(el) && (el.localName !== 'style' || addedStyles.has(el))) el.remove();
  }
}
