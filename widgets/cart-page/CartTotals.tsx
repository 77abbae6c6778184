import { useSignals } from '@preact/signals-react/runtime';
import { amountText, type CartDetails, useT } from '../../src/index.ts';

/** Sub-total, coupon reduction, shipping and the two totals, from the server's last answer. */
export function CartTotals({ cart, saving }: { cart: CartDetails; saving: boolean }) {
  useSignals();
  const t = useT();
  return (
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
      <dt>{t('ShoppingCarts.TotalTaxIncl')}</dt>
      <dd data-cart-amount-incl="">{amountText(cart.AmountTaxInclHtml)}</dd>
    </dl>
  );
}
