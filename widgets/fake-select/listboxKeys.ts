/** What a key does in the fake select (WAI-ARIA select-only combobox with a listbox). */
export type KeyAction =
  | { type: 'open'; to: 'current' | 'first' | 'last' }
  | { type: 'move'; to: number }
  | { type: 'choose'; close: boolean }
  | { type: 'close' }
  | { type: 'none' };

/**
 * The action for `key`, given whether the list is open, the active index, the option count and
 * which options are disabled.
 */
export function keyAction(
  key: string,
  open: boolean,
  active: number,
  disabled: readonly boolean[],
): KeyAction {
  const count = disabled.length;
  const step = (from: number, by: 1 | -1): number => {
    for (let i = from + by; i >= 0 && i < count; i += by) if (!disabled[i]) return i;
    return from;
  };
  if (!open) {
    if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ')
      return { type: 'open', to: 'current' };
    if (key === 'Home') return { type: 'open', to: 'first' };
    if (key === 'End') return { type: 'open', to: 'last' };
    return { type: 'none' };
  }
  switch (key) {
    case 'ArrowDown':
      return { type: 'move', to: step(active, 1) };
    case 'ArrowUp':
      return { type: 'move', to: step(active, -1) };
    case 'Home':
      return { type: 'move', to: step(-1, 1) };
    case 'End':
      return { type: 'move', to: step(count, -1) };
    case 'PageDown':
      return { type: 'move', to: Math.min(count - 1, active + 10) };
    case 'PageUp':
      return { type: 'move', to: Math.max(0, active - 10) };
    case 'Enter':
    case ' ':
      return { type: 'choose', close: true };
    case 'Tab':
      return { type: 'choose', close: true };
    case 'Escape':
      return { type: 'close' };
    default:
      return { type: 'none' };
  }
}

/** Type-ahead: the first enabled option after `active` whose label starts with `typed`, else -1. */
export function typeAhead(
  labels: readonly string[],
  disabled: readonly boolean[],
  active: number,
  typed: string,
): number {
  const wanted = typed.toLowerCase();
  const n = labels.length;
  // A repeated single letter cycles through the options with that letter.
  const start = wanted.length > 1 ? active : active + 1;
  for (let k = 0; k < n; k += 1) {
    const i = (start + k + n) % n;
    if (!disabled[i] && labels[i]?.toLowerCase().startsWith(wanted)) return i;
  }
  return -1;
}
