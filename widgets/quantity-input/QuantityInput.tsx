import { type FirstAction, useFirstAction, useT } from '../../src/index.ts';
import type { CounterRules, QuantityRules } from './quantity.ts';
import type { ServerField } from './serverField.ts';
import { useQuantityField } from './useQuantityField.ts';

export { KEYUP_DEBOUNCE_MS } from './useQuantityField.ts';

export interface QuantityInputProps {
  field: ServerField;
  rules: QuantityRules;
  /** Set for the +/- variant. */
  counter: CounterRules | undefined;
  /** A − or + of the server's markup pressed before the island was there: made once, on mount. */
  firstAction?: FirstAction | undefined;
}

/**
 * The name of the − and + buttons (their value: the direction, -1 or 1), the island's and the
 * server's: a press on the server's before the island is there is its first action.
 */
export const STEP_BUTTON = 'QuantityStep';

interface StepButtonProps {
  direction: 1 | -1;
  field: ServerField;
  onPress(direction: 1 | -1): void;
}

/** The − or + button of the counter variant. */
function StepButton({ direction, field, onPress }: StepButtonProps) {
  const t = useT();
  return (
    <button
      type="button"
      name={STEP_BUTTON}
      value={direction}
      className="vitrine-qty__button"
      aria-label={t(direction > 0 ? 'Core.IncreaseQuantity' : 'Core.DecreaseQuantity')}
      aria-controls={field.id}
      disabled={field.disabled}
      onClick={() => onPress(direction)}
    >
      {direction > 0 ? '+' : '−'}
    </button>
  );
}

/** The translated label, for a server field without one: only then are the strings asked for. */
function DefaultLabel() {
  const t = useT();
  return <>{t('Core.Quantity')}</>;
}

/** The quantity field: normalises what the customer types, with optional +/- buttons. */
export function QuantityInput({ field, rules, counter, firstAction }: QuantityInputProps) {
  const { value, input, commit, onChange, onKeyUp, onKeyDown, press } = useQuantityField(
    field.value,
    rules,
    counter,
    field.typed,
  );
  useFirstAction(firstAction, ({ name, value: direction }) => {
    if (name === STEP_BUTTON) press(Number(direction) < 0 ? -1 : 1);
  });
  return (
    <>
      <label htmlFor={field.id} className={field.labelHidden ? 'visually-hidden' : undefined}>
        {field.label || <DefaultLabel />}
      </label>
      <span className={counter ? 'vitrine-qty vitrine-qty--buttons' : 'vitrine-qty'}>
        {counter ? <StepButton direction={-1} field={field} onPress={press} /> : null}
        <input
          ref={input}
          id={field.id}
          name={field.name}
          className={field.className || undefined}
          type="text"
          inputMode={rules.step % 1 === 0 ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={value}
          required={field.required}
          disabled={field.disabled}
          aria-describedby={field.describedBy}
          onChange={onChange}
          onKeyUp={onKeyUp}
          onKeyDown={onKeyDown}
          onBlur={(event) => commit(event.currentTarget.value)}
        />
        {counter ? <StepButton direction={1} field={field} onPress={press} /> : null}
      </span>
    </>
  );
}
