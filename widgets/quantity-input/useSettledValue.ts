import { useEffect, useRef, useState } from 'react';

/** Typing settles this long before the value is normalised. */
export const KEYUP_DEBOUNCE_MS = 600;

/**
 * A field's value as shown and as last settled. `commit` normalises what the field holds, writes it
 * back and fires a bubbling `change` when it differs from the last settled value; `commitLater`
 * does the same once typing has stopped for {@link KEYUP_DEBOUNCE_MS}; `cancelLater` drops that wait.
 */
export function useSettledValue(initial: string, normalise: (raw: string) => string) {
  const [value, setValue] = useState(() => normalise(initial));
  const settled = useRef(value);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (raw: string) => {
    clearTimeout(timer.current);
    const next = normalise(raw);
    setValue(next);
    if (input.current) input.current.value = next;
    if (next === settled.current) return;
    settled.current = next;
    // Plain listeners (the product page's variation refresh) learn of the settled value.
    input.current?.dispatchEvent(new Event('change', { bubbles: true }));
  };

  // The field, not its value: the timer reads what it holds when the wait runs out.
  const commitLater = (field: HTMLInputElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(field.value), KEYUP_DEBOUNCE_MS);
  };

  const cancelLater = () => clearTimeout(timer.current);

  return { value, setValue, input, commit, commitLater, cancelLater };
}
