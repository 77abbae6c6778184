import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { amountText, type CartDetails, cartDetails, showPickupSlot, useT } from '../../src/index.ts';
import { moveKeepingFocus } from './moveKeepingFocus.ts';

export interface ShippingMethodsProps {
  /** Info popover text per method id, read from the server markup. */
  info: Map<number, string>;
  /** The required message of the group (the server's data-val-required). */
  requiredMessage: string;
  /** The server's pickup slots (`pickup-slots`), shown right after the chosen method; none = no slots. */
  slots: HTMLElement | null;
  /** The id of the link to focus once the slot that has it shows, if the focus was lost meanwhile. */
  focusId: string | undefined;
  /** Saves the method; settles once the cart store holds the answer (or the failure is reported). */
  onChoose(methodId: number): Promise<void>;
}

/**
 * Where the pickup slots go: an element of ours, keyed once, so React moves it (with the server's
 * slots inside, which React does not own) after whichever method is chosen. On unmount the slots
 * go back after the island, where the widget found them. The chosen method's slot shows in the
 * same frame as the choice, before the save answers: the customer's next Tab finds its link there.
 */
function SlotHost({
  slots,
  methodId,
  focusId,
}: {
  slots: HTMLElement | null;
  methodId: number | undefined;
  focusId: string | undefined;
}) {
  const host = useRef<HTMLDivElement>(null);
  const toFocus = useRef(focusId);
  useLayoutEffect(() => {
    const island = host.current?.parentElement;
    if (!slots || !host.current || !island) return;
    const into = host.current;
    moveKeepingFocus(slots, () => into.append(slots));
    return () => moveKeepingFocus(slots, () => island.after(slots));
  }, [slots]);
  useLayoutEffect(() => {
    if (slots && methodId !== undefined) showPickupSlot(slots, methodId);
    const link = toFocus.current
      ? slots?.querySelector<HTMLElement>(`#${CSS.escape(toFocus.current)}`)
      : null;
    if (!link) return;
    toFocus.current = undefined;
    const active = document.activeElement;
    if (!active || active === document.body) link.focus({ preventScroll: true });
  }, [slots, methodId]);
  return <div ref={host} className="checkout-shipping__slot" />;
}

/**
 * The shipping methods of the cart's shipping country, from the cart store (a new delivery address
 * may change them), each with its info popover, and the pickup slots right after the chosen one. The group's legend
 * and error message are the server's, outside this island.
 */
export function ShippingMethods({ info, requiredMessage, slots, focusId, onChoose }: ShippingMethodsProps) {
  useSignals();
  const cart = cartDetails.value;
  // The customer's last choice holds from their press until its save settles; then the store's
  // method (the new one, or the old one again when the save failed). An earlier choice's save
  // settling meanwhile changes nothing on screen.
  const [choice, setChoice] = useState<number>();
  const latest = useRef(0);
  const save = useRef((methodId: number) => {
    const mine = ++latest.current;
    void onChoose(methodId).finally(() => {
      if (mine === latest.current) setChoice(undefined);
    });
  });
  const choose = (methodId: number) => {
    setChoice(methodId);
    save.current(methodId);
  };
  const chosenId = choice ?? cart?.ShippingMethodId;
  const methods = cart?.ShippingMethods ?? [];
  const chosenAt = methods.findIndex((method) => method.ShippingMethodId === chosenId);
  const rows: ReactNode[] = methods.map((method, index) => (
    <MethodRow
      key={method.ShippingMethodId}
      method={method}
      index={index}
      chosen={index === chosenAt}
      info={info.get(method.ShippingMethodId) ?? ''}
      requiredMessage={requiredMessage}
      onChoose={choose}
    />
  ));
  // One flat, keyed list: the slots' host keeps its key and moves after the chosen method.
  rows.splice(
    chosenAt < 0 ? rows.length : chosenAt + 1,
    0,
    <SlotHost key="pickup-slots" slots={slots} methodId={chosenId} focusId={focusId} />,
  );
  return <>{rows}</>;
}

/** One method: its radio, its label with the price, and its info popover. */
function MethodRow({
  method,
  index,
  chosen,
  info,
  requiredMessage,
  onChoose,
}: {
  method: CartDetails['ShippingMethods'][number];
  index: number;
  chosen: boolean;
  info: string;
  requiredMessage: string;
  onChoose(methodId: number): void;
}) {
  const t = useT();
  const id = index === 0 ? 'ShippingMethodId' : `ShippingMethodId-${method.ShippingMethodId}`;
  const popover = `shipping-info-${method.ShippingMethodId}`;
  return (
    <div className="checkout-shipping__method">
      <input
        type="radio"
        id={id}
        name="ShippingMethodId"
        value={method.ShippingMethodId}
        checked={chosen}
        onChange={() => onChoose(method.ShippingMethodId)}
        {...(index === 0 ? { 'data-val': 'true', 'data-val-required': requiredMessage } : {})}
      />{' '}
      <label htmlFor={id}>
        {method.Name} ({amountText(method.AmountTaxInclHtml)})
      </label>{' '}
      {info ? (
        // No button for a method the page says nothing of: an "i" never opens an empty popover.
        <>
          <button
            type="button"
            className="checkout-shipping__info"
            popoverTarget={popover}
            aria-label={t('Checkout.ShippingInfo', { name: method.Name })}
          >
            i
          </button>
          <div popover="auto" id={popover} className="checkout-popover">
            {info}
          </div>
        </>
      ) : null}
    </div>
  );
}
