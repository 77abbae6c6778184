import {
  amountText,
  appUrl,
  type CartSummary,
  focusFirst,
  openDialog,
  settings,
  t,
} from '../../src/index.ts';

export interface AddedProduct {
  name: string;
  /** The chosen variant's values, e.g. "Marine / M"; '' for a product without variants. */
  variant: string;
  sku: string;
  priceText: string;
  quantity: number;
  imageUrl: string | undefined;
}

function row(term: string, value: string): HTMLElement[] {
  const dt = document.createElement('dt');
  dt.textContent = term;
  const dd = document.createElement('dd');
  dd.textContent = value;
  return [dt, dd];
}

/**
 * The add-to-cart confirmation: what was added and the cart total, with 'Continue shopping' (closes)
 * and 'Go to basket' (the cart page). It replaces any dialog already open.
 */
export function openConfirmation(product: AddedProduct, cart: CartSummary): void {
  const handle = openDialog({
    title: t('Catalog.AddedToCart'),
    replace: true,
    className: 'add-to-cart-dialog',
  });
  const info = document.createElement('div');
  info.className = 'add-to-cart-dialog__product';
  if (product.imageUrl) {
    const image = document.createElement('img');
    image.src = product.imageUrl;
    image.alt = '';
    image.width = 96;
    image.height = 96;
    info.append(image);
  }
  const name = document.createElement('p');
  name.className = 'add-to-cart-dialog__name';
  name.textContent = product.name;
  const details = document.createElement('dl');
  details.append(
    ...(product.variant ? row(t('ShoppingCarts.Variant'), product.variant) : []),
    ...row(t('Catalog.Sku'), product.sku),
    ...row(t('Core.Quantity'), String(product.quantity)),
    ...row(t('Catalog.UnitPrice'), product.priceText),
    // The cart's total counts the shipping of the chosen (or first) method: say so.
    ...row(
      `${t('Catalog.CartTotal')} (${t('ShoppingCarts.ShippingIncluded')})`,
      amountText(cart.AmountTaxInclHtml),
    ),
  );
  info.append(name, details);
  handle.body.append(info);

  const carryOn = document.createElement('button');
  carryOn.type = 'button';
  carryOn.className = 'button';
  carryOn.textContent = t('Catalog.ContinueShopping');
  carryOn.addEventListener('click', () => handle.close());
  const basket = document.createElement('a');
  basket.className = 'button button--primary';
  basket.href = appUrl(`${settings().culture}/shoppingcarts`);
  basket.textContent = t('Catalog.GoToBasket');
  basket.addEventListener('click', () => handle.close());
  handle.footer.append(carryOn, basket);
  focusFirst(handle);
}
