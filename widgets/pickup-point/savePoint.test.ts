import { forgetCart } from '../../src/cart/cartStore.ts';
import { cartCall, cartDetails, cartSummary } from '../../src/index.ts';
import { readSearchAnswer } from './pickupPoint.ts';
import { savePoint } from './savePoint.ts';

const cart = (count: number, methodId: number) => ({
  ItemsCount: count,
  AmountTaxInclHtml: `${count}0,00&nbsp;€`,
  AmountTaxExclHtml: `${count}0,00&nbsp;€`,
  ShippingMethodId: methodId,
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
    log.push(`${call.method} ${path}`);
    if (path.endsWith('/shoppingcartitems/7')) {
      await new Promise<void>((resolve) => (answerQuantity = resolve));
      log.push('quantity answered');
      return json(cart(3, 1));
    }
    if (path.endsWith('/externalpickuppoint')) return json(cart(2, 4));
    if (path.endsWith('/shoppingcarts')) return json(cart(3, 4));
    return json({});
  });
  return { log, answerQuantity: () => answerQuantity() };
}

const point = readSearchAnswer({
  ResponseStatusDescription: 'Success',
  PickupPointViewModels: [{ PublicAccessPointID: 'R-1', ConsigneeName: 'Relais Namur', City: 'Namur' }],
}).points[0];
const slot = {
  context: { shippingMethodId: 4 },
  carrier: 'relaypoint',
  billing: { firstName: 'A', lastName: 'B' },
  signal: new AbortController().signal,
};

describe('saving a pickup point', () => {
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
    expect(await savePoint(slot, point!, null)).toBe(true);
    expect(server.log).not.toContain('GET /api/v1/shoppingcarts');
    server.answerQuantity();
    await quantity;
    await vi.waitFor(() => expect(server.log.at(-1)).toBe('GET /api/v1/shoppingcarts'));
    expect(server.log.slice(server.log.indexOf('quantity answered'))).toEqual([
      'quantity answered',
      'GET /api/v1/shoppingcarts',
    ]);
    await vi.waitFor(() => expect(cartDetails.value?.ShippingMethodId).toBe(4));
    expect(cartSummary.value?.ItemsCount).toBe(3);
    expect(cartDetails.value?.Items[0]?.Quantity).toBe(3);
  });
});
