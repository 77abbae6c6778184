import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../../src/index.ts';
import {
  type CounterRules,
  normaliseCounter,
  normaliseQuantity,
  type QuantityRules,
  stepCounter,
} from './quantity.ts';
import type { ServerField } from './serverField.ts';

/** Typing settles this long before the value is normalised (spec section 9). */
export const KEYUP_DEBOUNCE_MS = 600;

export interface QuantityInputProps {
  field: ServerField;
  rules: QuantityRules;
  /** Set for the +/- variant. */
  counter: CounterRules | undefined;
}

/** The quantity field: normalises what the customer types, with optional +/- buttons. */
export function QuantityInput({ field, rules, counter }: QuantityInputProps) {
  const t = useT();
  const normalise = (raw: string) =>
    counter ? normaliseCounter(raw, counter) : normaliseQuantity(raw, rules);
  const [value, setValue] = useState(() => normalise(field.value));
  const committed = useRef(value);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const commit = (raw: string) => {
    clearTimeout(timer.current);
    const next = normalise(raw);
    setValue(next);
    if (input.current) input.current.value = next;
    if (next !== committed.current) {
      committed.current = next;
      // Plain listeners (the product page's variation refresh) learn of the settled value.
      input.current?.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  const onKeyUp = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === 'Tab') return;
    clearTimeout(timer.current);
    const raw = event.currentTarget.value;
    timer.current = setTimeout(() => commit(raw), KEYUP_DEBOUNCE_MS);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit(event.currentTarget.value);
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      arrow(event.key === 'ArrowUp' ? 1 : -1, event.currentTarget.value);
    }
  };

  // Arrow keys step like a native number field.
  const arrow = (direction: 1 | -1, raw: string) => {
    if (counter) {
      commit(stepCounter(raw, direction, counter));
      return;
    }
    const current = Number(normaliseQuantity(raw, rules) || rules.min);
    commit(String(current + direction * rules.step));
  };

  const press = (direction: 1 | -1) => {
    if (counter) commit(stepCounter(input.current?.value ?? value, direction, counter));
  };

  return (
    <>
      <label htmlFor={field.id} className={field.labelHidden ? 'visually-hidden' : undefined}>
        {field.label || t('Core.Quantity')}
      </label>
      <span className={counter ? 'vitrine-qty vitrine-qty--buttons' : 'vitrine-qty'}>
        {counter ? (
          <button
            type="button"
            className="vitrine-qty__button"
            aria-label={t('Core.DecreaseQuantity')}
            aria-controls={field.id}
            disabled={field.disabled}
            onClick={() => press(-1)}
          >
            −
          </button>
        ) : null}
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
          onChange={(event) => setValue(event.currentTarget.value)}
          onKeyUp={onKeyUp}
          onKeyDown={onKeyDown}
          onBlur={(event) => commit(event.currentTarget.value)}
        />
        {counter ? (
          <button
            type="button"
            className="vitrine-qty__button"
            aria-label={t('Core.IncreaseQuantity')}
            aria-controls={field.id}
            disabled={field.disabled}
            onClick={() => press(1)}
          >
            +
          </button>
        ) : null}
      </span>
    </>
  );
}
