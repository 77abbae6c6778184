import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  type CounterRules,
  normaliseCounter,
  normaliseQuantity,
  type QuantityRules,
  stepCounter,
} from './quantity.ts';

/** Typing settles this long before the value is normalised (spec section 9). */
export const KEYUP_DEBOUNCE_MS = 600;

/**
 * The quantity field's behaviour: the value shown, normalised 600 ms after typing stops (at once on
 * Enter, blur, the arrow keys and the +/- buttons), and a bubbling `change` when it settles.
 */
export function useQuantityField(
  initial: string,
  rules: QuantityRules,
  counter: CounterRules | undefined,
  typedMeanwhile?: () => string,
) {
  const normalise = (raw: string) =>
    counter ? normaliseCounter(raw, counter) : normaliseQuantity(raw, rules);
  const [value, setValue] = useState(() => normalise(initial));
  const committed = useRef(value);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (raw: string) => {
    clearTimeout(timer.current);
    const next = normalise(raw);
    setValue(next);
    if (input.current) input.current.value = next;
    if (next === committed.current) return;
    committed.current = next;
    // Plain listeners (the product page's variation refresh) learn of the settled value.
    input.current?.dispatchEvent(new Event('change', { bubbles: true }));
  };

  // The island's first render is a transition: what the customer typed into the server's field
  // meanwhile is taken over when the island appears, never replaced by the value read at mount.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island appears.
  useLayoutEffect(() => {
    const typed = typedMeanwhile?.();
    if (typed !== undefined && typed !== initial) commit(typed);
  }, []);

  // Arrow keys step like a native number field.
  const arrow = (direction: 1 | -1, raw: string) => {
    if (counter) return commit(stepCounter(raw, direction, counter));
    const current = Number(normaliseQuantity(raw, rules) || rules.min);
    commit(String(current + direction * rules.step));
  };

  const onKeyUp = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === 'Tab') return;
    clearTimeout(timer.current);
    const field = event.currentTarget;
    timer.current = setTimeout(() => commit(field.value), KEYUP_DEBOUNCE_MS);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Typing goes on: the wait starts again at this key's keyup. Had it run out while the key was
    // held, it would have put back the value from before the key, erasing what was just typed.
    clearTimeout(timer.current);
    if (event.key === 'Enter') commit(event.currentTarget.value);
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      arrow(event.key === 'ArrowUp' ? 1 : -1, event.currentTarget.value);
    }
  };

  /** A +/- button press (the counter variant only). */
  const press = (direction: 1 | -1) => {
    if (counter) commit(stepCounter(input.current?.value ?? value, direction, counter));
  };

  return { value, setValue, input, commit, onKeyUp, onKeyDown, press };
}
