import { decideNavigation } from '../url/urlPolicy.ts';

/**
 * What a fragment may not hold: elements that act on the document rather than show content (a
 * refresh or a base address, a preload) or that load another site into the shop (frames, plugins).
 */
const NOT_CONTENT = 'meta, base, link, iframe, frame, frameset, object, embed, portal, fencedframe';

/** Schemes a link of a fragment keeps: they open a mail or a call, never another document here. */
const KEPT_SCHEMES = new Set(['mailto:', 'tel:', 'sms:']);

const here = () => document.baseURI;

/** True for a stylesheet link this document already has (a fragment repeating the page's CSS). */
function knownStylesheet(link: Element): boolean {
  if (!(link instanceof HTMLLinkElement) || !link.relList.contains('stylesheet')) return false;
  const href = link.getAttribute('href');
  if (href === null) return false;
  const url = new URL(href, here()).href;
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')].some(
    (own) => own.href === url,
  );
}

/** True for an address a form of the shop may post to: none (the page itself) or the shop's origin. */
function inShop(address: string | null): boolean {
  return address === null || address.trim() === '' || decideNavigation(address, here()).kind === 'visit';
}

/** How an element is named in the warning: its tag and the address or refresh it carried. */
function named(el: Element): string {
  const where =
    el.getAttribute('src') ??
    el.getAttribute('href') ??
    el.getAttribute('action') ??
    el.getAttribute('content');
  return where ? `<${el.localName} ${where}>` : `<${el.localName}>`;
}

/** Links: another site opens in a tab of its own; an address that would run or load a document here goes. */
function neutraliseLinks(root: ParentNode, dropped: string[]): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement | HTMLAreaElement>('a[href], area[href]')) {
    const decision = decideNavigation(link.getAttribute('href') ?? '', here());
    if (decision.kind === 'load') {
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
    } else if (decision.kind === 'refuse' && !(decision.url && KEPT_SCHEMES.has(decision.url.protocol))) {
      if (decision.reason === 'empty') continue;
      dropped.push(`the address of ${named(link)}`);
      link.removeAttribute('href');
    }
  }
}

/** Forms, and buttons that override their form's address, that would post off the shop. */
function dropOffShopForms(root: ParentNode, dropped: string[]): void {
  for (const form of root.querySelectorAll('form')) {
    if (inShop(form.getAttribute('action'))) continue;
    dropped.push(named(form));
    form.remove();
  }
  for (const control of root.querySelectorAll('[formaction]')) {
    if (inShop(control.getAttribute('formaction'))) continue;
    dropped.push(`the formaction ${control.getAttribute('formaction')}`);
    control.removeAttribute('formaction');
  }
}

/**
 * Makes CMS HTML fit to enter a dialog or a region of the page as content, not as a document: its
 * `meta` (a refresh would send the tab away), `base`, `link` (but a stylesheet the page already
 * has), frames, `object` and `embed` go, forms posting off the shop go, links to another site open
 * in a tab of their own and links of another scheme (javascript:, data:…) lose their address. What
 * went is named in one console warning, so that a CMS template's mistake shows in development.
 * @param source how the warning names the fragment (a widget, an address).
 */
export function contentOnly<T extends ParentNode>(root: T, source = 'a fragment'): T {
  const dropped: string[] = [];
  for (const el of root.querySelectorAll(NOT_CONTENT)) {
    if (el.localName === 'link' && knownStylesheet(el)) continue;
    dropped.push(named(el));
    el.remove();
  }
  dropOffShopForms(root, dropped);
  neutraliseLinks(root, dropped);
  if (dropped.length > 0)
    console.warn(`Vitrine: ${source} held what a fragment may not; left out: ${dropped.join(', ')}`);
  return root;
}
