/**
 * The save of one cart line's quantity, as an explicit state machine. Per line, the latest value
 * wins: quick typing is coalesced (`editing` until a quiet period, Enter or leaving the field),
 * one call is in flight at a time and a value typed meanwhile waits in `next`, and an answer
 * whose `seq` is not the current one (an older change) changes nothing. A change whose answer was
 * broken stays `unsaved`: the field keeps what was typed until the customer retries (Enter) or types.
 */
export type LineSave =
  | { status: 'idle'; seq: number }
  | { status: 'editing'; seq: number; wanted: number }
  | { status: 'unsaved'; seq: number; wanted: number }
  | { status: 'saving'; seq: number; sent: number; next: number | null };

export type LineEvent =
  /** The customer typed or stepped to a quantity. */
  | { type: 'edit'; quantity: number }
  /** Quiet period over, Enter, or the field's change: save what is wanted; `retry` (Enter) also an unsaved one. */
  | { type: 'commit'; confirmed: number; retry?: boolean }
  /** The server kept `quantity` for the change `seq`. */
  | { type: 'answered'; seq: number; quantity: number }
  /** The change `seq` failed: the line goes back to the server's quantity, or with `keep` stays unsaved. */
  | { type: 'failed'; seq: number; keep?: boolean };

export interface LineStep {
  state: LineSave;
  /** The call to send, when the step starts one. */
  send?: { quantity: number; seq: number };
}

const saving = (seq: number, quantity: number): LineStep => ({
  state: { status: 'saving', seq, sent: quantity, next: null },
  send: { quantity, seq },
});

/** The next state of a line for an event (pure). */
export function lineTransition(state: LineSave, event: LineEvent): LineStep {
  switch (event.type) {
    case 'edit':
      if (state.status === 'saving') return { state: { ...state, next: event.quantity } };
      return { state: { status: 'editing', seq: state.seq, wanted: event.quantity } };
    case 'commit':
      if (state.status === 'unsaved' && event.retry) return saving(state.seq + 1, state.wanted);
      if (state.status !== 'editing') return { state };
      if (state.wanted === event.confirmed) return { state: { status: 'idle', seq: state.seq } };
      return saving(state.seq + 1, state.wanted);
    case 'answered':
      if (state.status !== 'saving' || event.seq !== state.seq) return { state };
      if (state.next !== null && state.next !== event.quantity) return saving(state.seq + 1, state.next);
      return { state: { status: 'idle', seq: state.seq } };
    case 'failed':
      if (state.status !== 'saving' || event.seq !== state.seq) return { state };
      if (event.keep)
        return { state: { status: 'unsaved', seq: state.seq, wanted: state.next ?? state.sent } };
      return { state: { status: 'idle', seq: state.seq } };
  }
}

/** The quantity the line shows: what the customer asked for while it saves, else the server's. */
export function shownQuantity(state: LineSave, confirmed: number): number {
  if (state.status === 'editing' || state.status === 'unsaved') return state.wanted;
  if (state.status === 'saving') return state.next ?? state.sent;
  return confirmed;
}

/** The line's bounds: its product's minimum, step and maximum (0: none). */
interface LineBounds {
  MinQuantity: number;
  QuantityStep: number;
  MaxQuantity: number;
}

/**
 * One step from `quantity` up (`direction` 1) or down (-1), as the line's − and + make it: never
 * below the minimum, never above the maximum (the server's no-JS form steps the same way).
 */
export function steppedQuantity(quantity: number, bounds: LineBounds, direction: 1 | -1): number {
  const next = Math.max(quantity + direction * bounds.QuantityStep, bounds.MinQuantity);
  return bounds.MaxQuantity > 0 ? Math.min(next, bounds.MaxQuantity) : next;
}
