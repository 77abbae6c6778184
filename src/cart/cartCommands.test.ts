import type * as Commands from './cartCommands.ts';
import type * as Store from './cartStore.ts';

// The page's store and its commands as a new page has them (each test loads them anew).
let cartCommands: typeof Commands.cartCommands;
let lineIn: typeof Commands.lineIn;
let cartDetails: typeof Store.cartDetails;
let cartSummary: typeof Store.cartSummary;

const cart = (quantity: number, extra: Record<string, unknown> = {}) => ({
  ItemsCount: quantity,
  AmountTaxInclHtml: `${quantity}0,00&nbsp;€`,
  AmountTaxExclHtml: `${quantity}0,00&nbsp;€`,
  Items: quantity > 0 ? [{ ShoppingCartItemId: 7, Quantity: quantity, Name: 'Vase' }] : [],
  ...extra,
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** A server answering each `METHOD /path` from `answers` (the cart read: `GET /api/v1/shoppingcarts`). */
function server(answers: Record<string, unknown>) {
  const calls: { at: string; body: string }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = input instanceof Request ? input : new Request(input, init);
    const at = `${call.method} ${new URL(call.url).pathname}`;
    calls.push({ at, body: await call.text() });
    return json(answers[at] ?? {});
  });
  return calls;
}

const events = () => {
  const seen: string[] = [];
  document.addEventListener('vitrine:cart-changed', (event) =>
    seen.push((event as CustomEvent).detail.source),
  );
  return seen;
};

describe('the cart commands', () => {
  beforeEach(async () => {
    document.head.innerHTML =
      '<script type="application/json" id="vitrine-settings">{"culture":"fr","appPath":"/"}</script>';
    vi.resetModules();
    ({ cartCommands, lineIn } = await import('./cartCommands.ts'));
    ({ cartDetails, cartSummary } = await import('./cartStore.ts'));
  });

  it("returns what the server kept, read from the command's own answer, and puts it in the store", async () => {
    const note = { ItemOrigin: 'P', ItemKey: '7', ItemOriginAndKey: 'P|7', ItemName: 'Vase', Quantity: 4 };
    server({ 'PUT /api/v1/shoppingcarts/shoppingcartitems/7': cart(4, { InfoMessages: [note] }) });
    const seen = events();
    const outcome = await cartCommands.setQuantity(7, 9, { source: 'cart-page' });
    expect(outcome.kind).toBe('ok');
    if (outcome.kind !== 'ok') return;
    expect(lineIn(outcome.cart, 7)?.Quantity).toBe(4);
    expect(outcome.cart.info).toEqual([note]);
    expect(cartSummary.value?.ItemsCount).toBe(4);
    expect(cartDetails.value?.Items[0]?.Quantity).toBe(4);
    expect(seen).toEqual(['cart-page']);
  });

  it('fails on an answer that is no cart, leaves the store as it was and reads the cart again', async () => {
    const calls = server({
      'DELETE /api/v1/shoppingcarts/shoppingcartitems/7': { ok: true },
      'GET /api/v1/shoppingcarts': cart(0),
    });
    const outcome = await cartCommands.remove(7, { source: 'cart-page' });
    expect(outcome.kind === 'failed' && outcome.error.message).toBe(
      'DELETE /api/v1/shoppingcarts/shoppingcartitems/7 failed: bad answer',
    );
    expect(cartSummary.value).toBeNull();
    await vi.waitFor(() => expect(calls.map((c) => c.at)).toContain('GET /api/v1/shoppingcarts'));
    await vi.waitFor(() => expect(cartSummary.value?.ItemsCount).toBe(0));
  });

  it('sends each shipping choice to its address with its fields', async () => {
    const calls = server({});
    const options = { source: 'checkout' };
    await cartCommands.chooseShipping({ method: 4 }, options);
    await cartCommands.chooseShipping({ shippingCountryCode: 'BE' }, options);
    await cartCommands.chooseShipping({ countries: { shipping: 2, billing: 3 } }, options);
    await cartCommands.chooseShipping({ cityId: 11 }, options);
    await cartCommands.chooseShipping({ pickupPoint: { PickupPointId: 'R-1' } }, options);
    const sent = calls.filter((c) => c.at.startsWith('POST')).map((c) => [c.at, JSON.parse(c.body)]);
    expect(sent).toEqual([
      ['POST /api/v1/shoppingcarts/shippingmethods', { ShippingMethodId: 4 }],
      ['POST /api/v1/shoppingcarts/shippingcountries', { CountryCode: 'BE' }],
      ['POST /api/v1/shoppingcarts/country', { ShippingCountryId: 2, BillingCountryId: 3 }],
      ['POST /api/v1/shoppingcarts/city/', { CityId: 11 }],
      ['POST /api/v1/shoppingcarts/externalpickuppoint', { PickupPointId: 'R-1' }],
    ]);
  });

  it('says whether a coupon applied, and resolves once the cart is read again with it', async () => {
    const calls = server({
      'POST /api/v1/shoppingcarts/coupon': false,
      'GET /api/v1/shoppingcarts': cart(2, { CouponCode: 'BIENVENUE10' }),
    });
    expect(await cartCommands.applyCoupon('BIENVENUE10')).toEqual({ kind: 'ok', accepted: false });
    expect(calls.map((c) => c.at)).toEqual([
      'POST /api/v1/shoppingcarts/coupon',
      'GET /api/v1/shoppingcarts',
    ]);
    expect(cartDetails.value?.CouponCode).toBe('BIENVENUE10');
  });

  it('gives the answer beside the cart to the command that needs it (an order again)', async () => {
    const added = [{ ProductId: 1, Name: 'Vase', SKU: 'V', UnitPriceTaxIncl: 10, Quantity: 1 }];
    server({ 'PUT /api/v1/sales/orders/addtocart': cart(1, { AddedItems: added, Message: 'Ajouté' }) });
    const outcome = await cartCommands.orderAgain(5001, { source: 'order-add-to-cart' });
    expect(outcome.kind === 'ok' && (outcome.answer as { AddedItems: unknown }).AddedItems).toEqual(added);
    expect(outcome.kind === 'ok' && outcome.message).toBe('Ajouté');
  });
});
