import { type ChangeEvent, type KeyboardEvent, useLayoutEffect } from 'react';
import {
  type CounterRules,
  normaliseCounter,
  normaliseQuantity,
  type QuantityRules,
  stepCounter,
  stepQuantity,
} from './quantity.ts';
import { useSettledValue } from './useSettledValue.ts';

export { KEYUP_DEBOUNCE_MS } from './useSettledValue.ts';

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
  const { value, setValue, input, commit, commitLater, cancelLater } = useSettledValue(initial, (raw) =>
    counter ? normaliseCounter(raw, counter) : normaliseQuantity(raw, rules),
  );

  // The island's first render is a transition: what the customer typed into the server's field
  // meanwhile is taken over when the island appears, never replaced by the value read at mount.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island appears.
  useLayoutEffect(() => {
    const typed = typedMeanwhile?.();
    if (typed !== undefined && typed !== initial) commit(typed);
  }, []);

  const step = (direction: 1 | -1, raw: string) =>
    commit(counter ? stepCounter(raw, direction, counter) : stepQuantity(raw, direction, rules));

  const onKeyUp = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== 'Tab') commitLater(event.currentTarget);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Typing goes on: the wait starts again at this key's keyup. Had it run out while the key was
    // held, it would have put back the value from before the key, erasing what was just typed.
    cancelLater();
    if (event.key === 'Enter') commit(event.currentTarget.value);
    // Arrow keys step like a native number field.
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? 1 : -1, event.currentTarget.value);
    }
  };

  // A value that came with no key (pasted with the mouse, dropped, filled in by the browser) settles
  // too; a key's keyup starts the wait again.
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setValue(event.currentTarget.value);
    commitLater(event.currentTarget);
  };

  /** A +/- button press (the counter variant only). */
  const press = (direction: 1 | -1) => {
    if (counter) step(direction, input.current?.value ?? value);
  };

  return { value, input, commit, onChange, onKeyUp, onKeyDown, press };
}
