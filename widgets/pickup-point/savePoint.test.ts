import { cartDetails, cartSummary } from '../../src/index.ts';
import { writeDuringQuantityChange } from '../../test/unit/support/heldQuantityServer.ts';
import { readSearchAnswer } from './pickupPoint.ts';
import { savePoint } from './savePoint.ts';

const cart = (count: number, methodId: number) => ({
  ItemsCount: count,
  AmountTaxInclHtml: `${count}0,00&nbsp;€`,
  AmountTaxExclHtml: `${count}0,00&nbsp;€`,
  ShippingMethodId: methodId,
  Items: [{ ShoppingCartItemId: 7, Quantity: count, Name: 'Vase' }],
});

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
  });

  it('settles with a quantity change it overlaps: the cart is read once, after both, and header and page show it', async () => {
    const answers = {
      quantity: cart(3, 1),
      cart: cart(3, 4),
      others: { '/externalpickuppoint': cart(2, 4) },
    };
    await writeDuringQuantityChange(answers, async () => {
      expect(await savePoint(slot, point!, null)).toBe(true);
    });
    await vi.waitFor(() => expect(cartDetails.value?.ShippingMethodId).toBe(4));
    expect(cartSummary.value?.ItemsCount).toBe(3);
    expect(cartDetails.value?.Items[0]?.Quantity).toBe(3);
  });
});
