import { loadFragment, showFragment, t } from '../../src/index.ts';

/**
 * Opens the coupon list (`GET widget/couponcodes/list`, HTML from the CMS) in a modal titled
 * Coupons; the fragment's own heading becomes the modal title.
 */
export async function openCouponList(link: HTMLAnchorElement, signal: AbortSignal): Promise<void> {
  const fragment = await loadFragment({
    url: link.href,
    signal,
    busy: link,
    select: '.coupon-list',
    // After a login the customer comes back to the cart, not to the list.
    returnUrl: location.href,
  });
  if (!fragment) return;
  showFragment(fragment, {
    title: fragment.title ?? t('ShoppingCarts.CouponsTitle'),
    className: 'coupon-list-modal',
    size: 'medium',
  });
}
