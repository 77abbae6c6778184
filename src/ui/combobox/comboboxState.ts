/**
 * The state machine of a suggestion combobox (search suggestions, customer references): what the
 * popup shows for the text typed and the answers received. Pure: the DOM adapter renders it.
 */
export type ComboboxState<T> =
  | { kind: 'closed'; query: string; items: readonly T[] }
  | { kind: 'waiting'; query: string; items: readonly T[] }
  | { kind: 'open'; query: string; items: readonly T[]; active: number }
  | { kind: 'empty'; query: string; items: readonly T[] };

export type ComboboxEvent<T> =
  | { type: 'typed'; query: string; minChars: number }
  | { type: 'answered'; query: string; items: readonly T[] }
  | { type: 'failed'; query: string }
  | { type: 'move'; delta: 1 | -1 }
  | { type: 'reopen' }
  | { type: 'close' };

export function initialState<T>(): ComboboxState<T> {
  return { kind: 'closed', query: '', items: [] };
}

/** The next state; events that do not apply in a state leave it unchanged. */
export function nextState<T>(state: ComboboxState<T>, event: ComboboxEvent<T>): ComboboxState<T> {
  switch (event.type) {
    case 'typed': {
      const query = event.query.trim();
      if (query.length < event.minChars) return { kind: 'closed', query, items: [] };
      if (query === state.query && state.kind !== 'closed') return state;
      return { kind: 'waiting', query, items: state.items };
    }
    case 'answered':
      // An answer for an older text is stale: only the latest query counts.
      if (state.kind !== 'waiting' || state.query !== event.query.trim()) return state;
      return event.items.length > 0
        ? { kind: 'open', query: state.query, items: event.items, active: -1 }
        : { kind: 'empty', query: state.query, items: [] };
    case 'failed':
      if (state.kind !== 'waiting' || state.query !== event.query.trim()) return state;
      return { kind: 'closed', query: state.query, items: [] };
    case 'move': {
      if (state.kind === 'closed' && state.items.length > 0)
        return {
          kind: 'open',
          query: state.query,
          items: state.items,
          active: event.delta > 0 ? 0 : state.items.length - 1,
        };
      if (state.kind !== 'open') return state;
      const count = state.items.length;
      // Wraps round, passing through "no option active" (the text field) as ARIA's pattern allows.
      const active = state.active + event.delta;
      const wrapped = active >= count ? -1 : active < -1 ? count - 1 : active;
      return { ...state, active: wrapped };
    }
    case 'reopen':
      return state.kind === 'closed' && state.items.length > 0
        ? { kind: 'open', query: state.query, items: state.items, active: -1 }
        : state;
    case 'close':
      return state.kind === 'closed' ? state : { kind: 'closed', query: state.query, items: state.items };
  }
}

/** The option chosen by Enter, if one is active. */
export function activeItem<T>(state: ComboboxState<T>): T | undefined {
  return state.kind === 'open' && state.active >= 0 ? state.items[state.active] : undefined;
}
