import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import {
  appUrl,
  type CartItem,
  cartAnalyticsItem,
  cartDetails,
  confirm,
  reportFailure,
  settings,
  trackCartChange,
  trackEcommerce,
  useT,
} from '../../src/index.ts';
import { CartLineRow } from './CartLineRow.tsx';
import { CartTotals } from './CartTotals.tsx';
import { CouponBox } from './CouponBox.tsx';
import { cartCall } from './cartCall.ts';
import { LineSaver } from './lineSaver.ts';
import { takePendingChange } from './pendingChange.ts';
import { ShippingChoice } from './ShippingChoice.tsx';

export interface CartIslandProps {
  checkoutUrl: string;
  couponListUrl: string;
  customerId: number;
  currency: string;
  signal: AbortSignal;
}

const productOf = (item: CartItem) => ({
  id: String(item.ProductId),
  name: item.Name,
  price: item.UnitPriceTaxIncl,
  sku: item.SKU,
});

/** One saver per line, kept across renders and stopped with the island. */
function useSavers(currency: string): (id: number) => LineSaver {
  const savers = useRef(new Map<number, LineSaver>());
  useEffect(() => {
    const all = savers.current;
    return () => {
      for (const saver of all.values()) saver.stop();
    };
  }, []);
  return (id) => {
    let saver = savers.current.get(id);
    if (!saver) {
      saver = new LineSaver(id, currency);
      savers.current.set(id, saver);
    }
    return saver;
  };
}

/** The cart page island: lines, shipping, coupon, totals and checkout, all from the cart store. */
export function CartIsland({ checkoutUrl, couponListUrl, customerId, currency, signal }: CartIslandProps) {
  useSignals();
  const t = useT();
  const cart = cartDetails.value;
  const saverOf = useSavers(currency);
  const [removing, setRemoving] = useState<number | null>(null);
  const root = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    // A change a 401 interrupted goes through now that the customer is back, logged in.
    const pending = takePendingChange();
    if (!pending || !cartDetails.value?.Items.some((i) => i.ShoppingCartItemId === pending.itemId)) return;
    const saver = saverOf(pending.itemId);
    saver.edit(pending.quantity);
    saver.commit();
  }, []);

  const remove = async (item: CartItem) => {
    setRemoving(item.ShoppingCartItemId);
    const path = `api/v1/shoppingcarts/shoppingcartitems/${item.ShoppingCartItemId}`;
    const outcome = await cartCall('DELETE', path, undefined, signal);
    setRemoving(null);
    if (outcome.status === 'failed') reportFailure(outcome.error);
    if (outcome.status !== 'ok') return;
    trackCartChange(productOf(item), item.Quantity, 0, currency);
    // The row and its button are gone: keep the keyboard in the cart.
    root.current?.querySelector<HTMLElement>('.cart-line input, .cart-island__empty a')?.focus();
  };
  const clear = async () => {
    const items = cart?.Items ?? [];
    if (!(await confirm({}))) return;
    const outcome = await cartCall('DELETE', 'api/v1/shoppingcarts', undefined, signal);
    if (outcome.status === 'failed') reportFailure(outcome.error);
    if (outcome.status !== 'ok') return;
    trackEcommerce(
      'remove_from_cart',
      items.map((item) => cartAnalyticsItem(productOf(item), item.Quantity)),
      currency,
    );
    root.current?.querySelector<HTMLElement>('.cart-island__empty a')?.focus();
  };

  const catalog = appUrl(`${settings().culture}/catalog`);
  if (!cart || cart.Items.length === 0) {
    return (
      <div className="cart-island cart-island__empty" ref={root}>
        <p>{t('ShoppingCarts.Empty')}</p>
        <a className="button button--primary" href={catalog}>
          {t('Catalog.ContinueShopping')}
        </a>
      </div>
    );
  }
  const saving = cart.Items.some((item) => saverOf(item.ShoppingCartItemId).state.value.status === 'saving');
  return (
    <div className="cart-island" ref={root}>
      <table className="cart-table" data-cart-items-count={cart.ItemsCount}>
        <thead>
          <tr>
            <th scope="col">{t('Catalog.Product')}</th>
            <th scope="col">{t('ShoppingCarts.Variant')}</th>
            <th scope="col">{t('Core.Quantity')}</th>
            <th scope="col">{t('Catalog.UnitPrice')}</th>
            <th scope="col">{t('ShoppingCarts.LineTotal')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('ShoppingCarts.Actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {cart.Items.map((item) => (
            <CartLineRow
              key={item.ShoppingCartItemId}
              item={item}
              saver={saverOf(item.ShoppingCartItemId)}
              removing={removing === item.ShoppingCartItemId}
              onRemove={(line) => void remove(line)}
            />
          ))}
        </tbody>
      </table>
      <p className="cart-form__actions">
        <button type="button" className="button button--ghost" onClick={() => void clear()}>
          {t('ShoppingCarts.ClearCart')}
        </button>
      </p>
      <ShippingChoice cart={cart} signal={signal} />
      <CouponBox cart={cart} couponListUrl={couponListUrl} customerId={customerId} signal={signal} />
      <CartTotals cart={cart} saving={saving} />
      <p className="cart-island__next">
        <a className="button" href={catalog}>
          {t('Catalog.ContinueShopping')}
        </a>{' '}
        <a className="button button--primary cart-island__checkout" href={checkoutUrl}>
          {t('ShoppingCarts.Checkout')}
        </a>
      </p>
    </div>
  );
}
