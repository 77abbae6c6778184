/**
 * The usage notification toggle as a small state machine: the box shows what the customer asked
 * for at once (no loader), the server's answer confirms it or puts the last confirmed value back.
 */
export interface ToggleState {
  /** What the server last confirmed. */
  confirmed: boolean;
  /** What the box shows. */
  shown: boolean;
  /** The value being sent, or null when nothing is on its way. */
  sending: boolean | null;
}

export type ToggleEvent =
  | { type: 'changed'; value: boolean }
  | { type: 'saved'; value: boolean }
  | { type: 'failed'; value: boolean };

export function initialToggle(checked: boolean): ToggleState {
  return { confirmed: checked, shown: checked, sending: null };
}

/** The next state. An answer for a value that is no longer the one being sent is ignored. */
export function nextToggle(state: ToggleState, event: ToggleEvent): ToggleState {
  switch (event.type) {
    case 'changed':
      return { ...state, shown: event.value, sending: event.value };
    case 'saved':
      if (state.sending !== event.value) return state;
      return { confirmed: event.value, shown: event.value, sending: null };
    case 'failed':
      if (state.sending !== event.value) return state;
      return { confirmed: state.confirmed, shown: state.confirmed, sending: null };
  }
}
