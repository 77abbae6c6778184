import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { type CartItem, latinDigits, useAnnouncement, useT } from '../../src/index.ts';
import type { LineSaver } from './lineSaver.ts';
import { shownQuantity, steppedQuantity } from './lineSaveStates.ts';

const isQuantity = (text: string) => /^\d+$/.test(latinDigits(text).trim());

/** Enter in the field saves that line at once, and never submits the form. */
function enterSaves(event: KeyboardEvent<HTMLInputElement>, saver: LineSaver): void {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  saver.retry();
}

/** The line's status, read with the field (its description); its changes are said through announce. */
function LineStatus({
  id,
  saving,
  kind,
  text,
}: {
  id: number;
  saving: boolean;
  kind?: string | undefined;
  text: string;
}) {
  const t = useT();
  return (
    <span id={`cart-line-${id}-status`} className="cart-line__status">
      {saving && <span className="cart-line__saving">{t('ShoppingCarts.Saving')}</span>}
      {kind && <span className={`cart-line__notice cart-line__notice--${kind}`}>{text}</span>}
    </span>
  );
}

/** A line's − or +, named with the product. */
function StepButton({
  item,
  direction,
  onStep,
}: {
  item: CartItem;
  direction: 1 | -1;
  onStep(direction: 1 | -1): void;
}) {
  const t = useT();
  return (
    // Named as the server's, so that a press on the server's one during the first render is made here.
    <button
      type="button"
      name={`QuantityStep_${item.ShoppingCartItemId}`}
      value={String(direction)}
      className="vitrine-qty__button"
      aria-label={`${t(direction === 1 ? 'Core.IncreaseQuantity' : 'Core.DecreaseQuantity')} ${item.Name}`}
      aria-controls={`cart-qty-${item.ShoppingCartItemId}`}
      onClick={() => onStep(direction)}
    >
      {direction === 1 ? '+' : '−'}
    </button>
  );
}

/**
 * A line's quantity field, never blocked: typing goes to the line's saver (saved after a quiet
 * period; Enter saves at once, that line only), and its status says it is saving, or what the
 * server did with the change.
 */
export function QuantityField({ item, saver }: { item: CartItem; saver: LineSaver }) {
  useSignals();
  const t = useT();
  const state = saver.state.value;
  const notice = saver.notice.value;
  const shown = shownQuantity(state, item.Quantity);
  const [text, setText] = useState(String(shown));
  const id = item.ShoppingCartItemId;
  const noticeText = notice ? `${notice.reason ? `${notice.reason} ` : ''}${t(notice.key, notice.vars)}` : '';
  useAnnouncement(state.status === 'saving' ? t('ShoppingCarts.Saving') : '', 'saving');
  useAnnouncement(noticeText, notice?.kind === 'failed' ? 'errors' : 'saving');

  // The server's answer, another tab or a failure changes the quantity shown: the field follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the shown value moves
  useEffect(() => setText(String(shown)), [shown, state.status]);

  // From what the field shows (typed, or the line's), saved after the same quiet period as typing.
  const step = (direction: 1 | -1) => {
    const from = isQuantity(text) ? Number(latinDigits(text)) : shown;
    const next = steppedQuantity(from, item, direction);
    setText(String(next));
    if (next !== from) saver.edit(next);
  };
  return (
    <>
      <label htmlFor={`cart-qty-${id}`} className="visually-hidden">
        {t('Core.Quantity')} {item.Name}
      </label>
      <span className="vitrine-qty vitrine-qty--buttons cart-line__stepper">
        <StepButton item={item} direction={-1} onStep={step} />
        <input
          id={`cart-qty-${id}`}
          type="number"
          inputMode="numeric"
          value={text}
          min={item.MinQuantity}
          step={item.QuantityStep}
          max={item.MaxQuantity > 0 ? item.MaxQuantity : undefined}
          aria-describedby={`cart-line-${id}-status`}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (isQuantity(event.currentTarget.value))
              saver.edit(Number(latinDigits(event.currentTarget.value)));
          }}
          onKeyDown={(event) => enterSaves(event, saver)}
          onBlur={() => {
            if (!isQuantity(text)) setText(String(shown));
            saver.commit();
          }}
        />
        <StepButton item={item} direction={1} onStep={step} />
      </span>
      <LineStatus id={id} saving={state.status === 'saving'} kind={notice?.kind} text={noticeText} />
    </>
  );
}
