import {
  type CartItem,
  cartAnalyticsItem,
  cartCommands,
  confirm,
  lineProduct,
  reportFailure,
  trackCartChange,
  trackEcommerce,
} from '../../src/index.ts';

/**
 * Deletes a line (`DELETE /api/v1/shoppingcarts/shoppingcartitems/{id}`): `remove_from_cart` with its
 * quantity; a failure follows the error policy. True when the line is gone.
 */
export async function removeLine(item: CartItem, currency: string, signal: AbortSignal): Promise<boolean> {
  const outcome = await cartCommands.remove(item.ShoppingCartItemId, { source: 'cart-page', signal });
  if (outcome.kind === 'failed') reportFailure(outcome.error);
  if (outcome.kind !== 'ok') return false;
  trackCartChange(lineProduct(item), item.Quantity, 0, currency);
  return true;
}

/**
 * Empties the cart after the customer confirms (`DELETE /api/v1/shoppingcarts`): one
 * `remove_from_cart` with every line. True when the cart is empty.
 */
export async function emptyCart(items: CartItem[], currency: string, signal: AbortSignal): Promise<boolean> {
  if (!(await confirm({}))) return false;
  const outcome = await cartCommands.empty({ source: 'cart-page', signal });
  if (outcome.kind === 'failed') reportFailure(outcome.error);
  if (outcome.kind !== 'ok') return false;
  const lines = items.map((item) => cartAnalyticsItem(lineProduct(item), item.Quantity));
  trackEcommerce('remove_from_cart', lines, currency);
  return true;
}
