import { useSignals } from '@preact/signals-react/runtime';
import { amountText, type CartDetails, useAnnouncement, useT } from '../../src/index.ts';
import type { LineSaver } from './lineSaver.ts';

/**
 * Sub-total, coupon reduction, shipping and the two totals, then the checkout button, from the
 * server's last answer; busy while a line saves. The totals read the lines' save states themselves: a line that starts or
 * ends saving re-renders itself and the totals, not the island and its other lines.
 */
export function CartTotals({
  cart,
  saverOf,
  checkoutUrl,
}: {
  cart: CartDetails;
  saverOf(id: number): LineSaver;
  checkoutUrl: string;
}) {
  useSignals();
  const t = useT();
  const saving = cart.Items.some((item) => saverOf(item.ShoppingCartItemId).state.value.status === 'saving');
  // A new total (a quantity, a removal, a coupon, a shipping method) is said once it is known.
  useAnnouncement(
    saving ? '' : `${t('ShoppingCarts.TotalTaxIncl')} ${amountText(cart.AmountTaxInclHtml)}`,
    'cart-totals',
  );
  return (
    <>
      <dl className="cart-totals" aria-busy={saving || undefined}>
        <dt>{t('ShoppingCarts.SubTotal')}</dt>
        <dd>{amountText(cart.SubTotalTaxInclHtml)}</dd>
        {cart.CouponCode !== '' && (
          <>
            <dt>{t('ShoppingCarts.Discount')}</dt>
            <dd data-cart-discount="">{amountText(cart.DiscountTaxInclHtml)}</dd>
          </>
        )}
        <dt>{t('ShoppingCarts.Shipping')}</dt>
        <dd>{amountText(cart.ShippingAmountTaxInclHtml)}</dd>
        <dt>{t('ShoppingCarts.TotalTaxExcl')}</dt>
        <dd data-cart-amount-excl="">{amountText(cart.AmountTaxExclHtml)}</dd>
      </dl>
      {/* The total and the checkout button: on a phone, the bar that stays at the screen's bottom. */}
      <div className="cart-summary__pay">
        <dl className="cart-summary__total" aria-busy={saving || undefined}>
          <dt>{t('ShoppingCarts.TotalTaxIncl')}</dt>
          <dd data-cart-amount-incl="">{amountText(cart.AmountTaxInclHtml)}</dd>
        </dl>
        <a className="button button--primary cart-island__checkout" href={checkoutUrl}>
          {t('ShoppingCarts.Checkout')}
        </a>
      </div>
    </>
  );
}
