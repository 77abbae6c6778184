import { forgetCart } from '../../src/cart/cartStore.ts';
import { cartCall, cartDetails, cartSummary } from '../../src/index.ts';
import { applyCoupon } from './coupon.ts';

const cart = (count: number, coupon: string | null) => ({
  ItemsCount: count,
  AmountTaxInclHtml: `${count}0,00&nbsp;€`,
  AmountTaxExclHtml: `${count}0,00&nbsp;€`,
  CouponCode: coupon,
  Items: [{ ShoppingCartItemId: 7, Quantity: count, Name: 'Vase' }],
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The server: the quantity change answers when the test says so; every call is logged in order. */
function fakeServer() {
  const log: string[] = [];
  let answerQuantity: () => void = () => {};
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = input instanceof Request ? input : new Request(input, init);
    const path = new URL(call.url).pathname;
    if (path.includes('/localization/')) return json({});
    log.push(`${call.method} ${path}`);
    if (path.endsWith('/shoppingcartitems/7')) {
      await new Promise<void>((resolve) => (answerQuantity = resolve));
      log.push('quantity answered');
      return json(cart(3, null)); // handled before the coupon: it does not know it
    }
    if (path.endsWith('/coupon')) return json(true);
    if (path.endsWith('/shoppingcarts')) return json(cart(3, 'BIENVENUE10'));
    return json({});
  });
  return { log, answerQuantity: () => answerQuantity() };
}

describe('applying a coupon', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<script type="application/json" id="vitrine-settings">{"culture":"fr","appPath":"/"}</script>';
    forgetCart();
  });

  it('settles with a quantity change it overlaps: the cart is read once, after both, and header and page show it', async () => {
    const server = fakeServer();
    const quantity = cartCall('cart-page', 'PUT', 'api/v1/shoppingcarts/shoppingcartitems/7', {
      Quantity: 3,
    });
    await vi.waitFor(() => expect(server.log).toContain('PUT /api/v1/shoppingcarts/shoppingcartitems/7'));
    await applyCoupon('BIENVENUE10', new AbortController().signal);
    expect(server.log).toContain('POST /api/v1/shoppingcarts/coupon');
    expect(server.log).not.toContain('GET /api/v1/shoppingcarts');
    server.answerQuantity();
    await quantity;
    await vi.waitFor(() => expect(server.log.at(-1)).toBe('GET /api/v1/shoppingcarts'));
    expect(server.log.slice(server.log.indexOf('quantity answered'))).toEqual([
      'quantity answered',
      'GET /api/v1/shoppingcarts',
    ]);
    await vi.waitFor(() => expect(cartDetails.value?.CouponCode).toBe('BIENVENUE10'));
    expect(cartSummary.value?.ItemsCount).toBe(3);
  });
});
