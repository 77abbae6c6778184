import {
  BadAnswerError,
  contentOnly,
  extractFragment,
  fetchLinkedHtml,
  focusFirst,
  openDialog,
  parseDocument,
  reportFailure,
  t,
} from '../../src/index.ts';

/**
 * Opens the coupon list (`GET widget/couponcodes/list`, HTML from the CMS) in a modal titled
 * Coupons; the fragment's own heading becomes the modal title.
 */
export async function openCouponList(link: HTMLAnchorElement, signal: AbortSignal): Promise<void> {
  const html = await fetchLinkedHtml(link, signal, location.href);
  if (html === undefined) return;
  const doc = parseDocument(html);
  const content = contentOnly(doc.querySelector('.coupon-list') ?? doc.body, 'the coupon list');
  // Neither the list nor anything else to show (a page with only its heading): the error modal says so.
  if (!doc.querySelector('.coupon-list') && extractFragment(html).blank)
    return reportFailure(new BadAnswerError(200, 'GET', link.href, 'nothing to show'));
  const heading = content.querySelector('h1');
  const title = heading?.textContent?.trim() || t('ShoppingCarts.CouponsTitle');
  heading?.remove();
  const handle = openDialog({ title, className: 'coupon-list-modal', size: 'medium' });
  handle.body.append(...[...content.childNodes].map((node) => document.adoptNode(node)));
  focusFirst(handle);
}
