import { useSignals } from '@preact/signals-react/runtime';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import {
  appUrl,
  type CartItem,
  cartDetails,
  type FirstAction,
  settings,
  useFirstAction,
  useT,
} from '../../src/index.ts';
import { CartLinesTable } from './CartLinesTable.tsx';
import { CartTotals } from './CartTotals.tsx';
import { CouponBox } from './CouponBox.tsx';
import { emptyCart, removeLine } from './cartActions.ts';
import { LineSaver } from './lineSaver.ts';
import { shownQuantity, steppedQuantity } from './lineSaveStates.ts';
import { takePendingChange } from './pendingChange.ts';
import { ShippingChoice } from './ShippingChoice.tsx';

export interface CartIslandProps {
  checkoutUrl: string;
  couponListUrl: string;
  customerId: number;
  currency: string;
  signal: AbortSignal;
  /** What the customer pressed in the server's form before the island was there. */
  firstAction?: FirstAction | undefined;
}

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

/** A change a 401 interrupted goes through once the cart page is back, the customer logged in. */
function useReplayPendingChange(saverOf: (id: number) => LineSaver): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    const pending = takePendingChange();
    if (!pending || !cartDetails.value?.Items.some((i) => i.ShoppingCartItemId === pending.itemId)) return;
    const saver = saverOf(pending.itemId);
    saver.edit(pending.quantity);
    saver.commit();
  }, []);
}

function EmptyCart({ catalog, root }: { catalog: string; root: RefObject<HTMLDivElement | null> }) {
  const t = useT();
  return (
    <div className="cart-island cart-island__empty" ref={root}>
      <p>{t('ShoppingCarts.Empty')}</p>
      <a className="button button--primary" href={catalog}>
        {t('Catalog.ContinueShopping')}
      </a>
    </div>
  );
}

interface CartButtons {
  removing: number | null;
  onRemove: (line: CartItem) => void;
  clear: () => Promise<void>;
}

/** Remove a line and empty the cart, keeping the keyboard in the cart as rows go. */
function useCartButtons(
  currency: string,
  signal: AbortSignal,
  root: RefObject<HTMLDivElement | null>,
): CartButtons {
  const [removing, setRemoving] = useState<number | null>(null);
  // One handler for the island's life: a new one at each render would re-render every line.
  const remove = useCallback(
    async (item: CartItem) => {
      setRemoving(item.ShoppingCartItemId);
      const gone = await removeLine(item, currency, signal);
      setRemoving(null);
      // The row and its button are gone: keep the keyboard in the cart.
      if (gone) root.current?.querySelector<HTMLElement>('.cart-line input, .cart-island__empty a')?.focus();
    },
    [currency, signal, root],
  );
  const onRemove = useCallback((line: CartItem) => void remove(line), [remove]);
  const clear = async () => {
    if (await emptyCart(cartDetails.value?.Items ?? [], currency, signal))
      root.current?.querySelector<HTMLElement>('.cart-island__empty a')?.focus();
  };
  return { removing, onRemove, clear };
}

/**
 * The server form's buttons pressed before the island: a line's remove, − or + (one step from the
 * quantity the field holds, typed ones taken over from the form), update (the quantities typed are
 * saved now), empty the cart. The coupon's are CouponBox's.
 */
function useCartFirstAction(
  firstAction: FirstAction | undefined,
  buttons: CartButtons,
  saverOf: (id: number) => LineSaver,
): void {
  useFirstAction(firstAction, ({ name, value }) => {
    const items = cartDetails.value?.Items ?? [];
    if (name === 'RemoveItemId') {
      const item = items.find((line) => String(line.ShoppingCartItemId) === value);
      if (item) buttons.onRemove(item);
    } else if (name.startsWith('QuantityStep_') && (value === '1' || value === '-1')) {
      const id = Number(name.slice('QuantityStep_'.length));
      const item = items.find((line) => line.ShoppingCartItemId === id);
      if (!item) return;
      const saver = saverOf(id);
      saver.edit(
        steppedQuantity(shownQuantity(saver.state.value, item.Quantity), item, value === '1' ? 1 : -1),
      );
    } else if (name === 'Action' && value === 'update') {
      for (const item of items) saverOf(item.ShoppingCartItemId).commit();
    } else if (name === 'Action' && value === 'clear') void buttons.clear();
  });
}

/** The cart page island: lines, shipping, coupon, totals and checkout, all from the cart store. */
export function CartIsland({
  checkoutUrl,
  couponListUrl,
  customerId,
  currency,
  signal,
  firstAction,
}: CartIslandProps) {
  useSignals();
  const t = useT();
  const cart = cartDetails.value;
  const saverOf = useSavers(currency);
  const root = useRef<HTMLDivElement>(null);
  const buttons = useCartButtons(currency, signal, root);
  const { removing, onRemove } = buttons;

  useReplayPendingChange(saverOf);
  useCartFirstAction(firstAction, buttons, saverOf);

  const catalog = appUrl(`${settings().culture}/catalog`);
  if (!cart || cart.Items.length === 0) return <EmptyCart catalog={catalog} root={root} />;
  return (
    <div className="cart-island cart-layout" ref={root}>
      <div className="cart-layout__lines">
        <CartLinesTable
          items={cart.Items}
          itemsCount={cart.ItemsCount}
          saverOf={saverOf}
          removing={removing}
          onRemove={onRemove}
        />
        <ShippingChoice cart={cart} signal={signal} />
      </div>
      <div className="cart-summary">
        <CouponBox
          cart={cart}
          couponListUrl={couponListUrl}
          customerId={customerId}
          signal={signal}
          firstAction={firstAction}
        />
        <CartTotals cart={cart} saverOf={saverOf} checkoutUrl={checkoutUrl} />
        <p className="cart-summary__continue">
          <a href={catalog}>{t('Catalog.ContinueShopping')}</a>
        </p>
      </div>
    </div>
  );
}
