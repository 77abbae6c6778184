/**
 * The two-factor modal's flow as a state machine: the first step opens the modal, later steps load
 * into it, and an answer carrying the success marker makes closing reload the page. Pure: the
 * `TwoFactorFlow` controller renders it (aria-busy, reload).
 */
export type FlowState =
  /** The first step is requested; no modal yet (the link is busy). */
  | { kind: 'opening' }
  /** A step is shown. */
  | { kind: 'shown'; succeeded: boolean }
  /** The next step is requested; the shown one stays, busy. */
  | { kind: 'loading'; succeeded: boolean }
  /** The modal is closed (or never opened); `reload` once a step succeeded. */
  | { kind: 'closed'; reload: boolean };

export type FlowEvent =
  | { type: 'request' }
  | { type: 'answered'; success: boolean }
  | { type: 'failed' }
  | { type: 'close' };

export const initialFlow: FlowState = { kind: 'opening' };

/** The next state; events that do not apply in a state leave it unchanged. */
export function nextFlow(state: FlowState, event: FlowEvent): FlowState {
  if (state.kind === 'closed') return state;
  switch (event.type) {
    case 'request':
      return state.kind === 'shown' ? { kind: 'loading', succeeded: state.succeeded } : state;
    case 'answered': {
      const before = state.kind === 'opening' ? false : state.succeeded;
      return { kind: 'shown', succeeded: before || event.success };
    }
    case 'failed':
      // A failed first step opens nothing; a failed later step keeps the step shown.
      return state.kind === 'opening'
        ? { kind: 'closed', reload: false }
        : { kind: 'shown', succeeded: state.succeeded };
    case 'close':
      return { kind: 'closed', reload: state.kind !== 'opening' && state.succeeded };
  }
}
