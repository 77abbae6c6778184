import { cartDetails, cartSummary } from '../../src/index.ts';
import { writeDuringQuantityChange } from '../../test/unit/support/heldQuantityServer.ts';
import { applyCoupon } from './coupon.ts';

const cart = (count: number, coupon: string | null) => ({
  ItemsCount: count,
  AmountTaxInclHtml: `${count}0,00&nbsp;€`,
  AmountTaxExclHtml: `${count}0,00&nbsp;€`,
  CouponCode: coupon,
  Items: [{ ShoppingCartItemId: 7, Quantity: count, Name: 'Vase' }],
});

describe('applying a coupon', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<script type="application/json" id="vitrine-settings">{"culture":"fr","appPath":"/"}</script>';
  });

  it('settles with a quantity change it overlaps: the cart is read once, after both, and header and page show it', async () => {
    // The quantity change was handled before the coupon: its answer does not know the coupon.
    const answers = { quantity: cart(3, null), cart: cart(3, 'BIENVENUE10'), others: { '/coupon': true } };
    await writeDuringQuantityChange(answers, async (log) => {
      await applyCoupon('BIENVENUE10', new AbortController().signal);
      expect(log).toContain('POST /api/v1/shoppingcarts/coupon');
    });
    await vi.waitFor(() => expect(cartDetails.value?.CouponCode).toBe('BIENVENUE10'));
    expect(cartSummary.value?.ItemsCount).toBe(3);
  });
});
