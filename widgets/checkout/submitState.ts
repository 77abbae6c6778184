/** A field the customer must correct: its name (and id of its first control) and the message. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** The checkout submit, one attempt at a time. */
export type SubmitState =
  | { status: 'idle' }
  | { status: 'validating' }
  | { status: 'invalid'; problems: FieldProblem[] }
  | { status: 'placing' }
  | { status: 'paying'; orderId: number }
  | { status: 'failed'; message: string }
  /** The card was refused, or its 3-D Secure failed: the message is shown in the page, focused. */
  | { status: 'declined'; message: string }
  | { status: 'done'; url: string };

export type SubmitEvent =
  | { type: 'submit' }
  | { type: 'invalid'; problems: FieldProblem[] }
  | { type: 'valid' }
  | { type: 'placed'; orderId: number; needsPayment: boolean; url: string }
  | { type: 'paid'; url: string }
  | { type: 'failed'; message: string }
  | { type: 'declined'; message: string }
  /** The confirmation did not come (its address refused, its visit failed): the customer stays. */
  | { type: 'stayed' };

/** Which states each event may leave from: a submit only from a state at rest, never twice at once. */
const from: Record<SubmitEvent['type'], SubmitState['status'][]> = {
  submit: ['idle', 'invalid', 'failed', 'declined'],
  invalid: ['validating', 'placing'],
  valid: ['validating'],
  placed: ['placing'],
  paid: ['paying'],
  failed: ['validating', 'placing', 'paying'],
  declined: ['paying'],
  stayed: ['done'],
};

/**
 * The next state, or null when the event is not allowed now (a second click while an order is
 * being placed is ignored here, before any call).
 */
export function nextSubmitState(state: SubmitState, event: SubmitEvent): SubmitState | null {
  if (!from[event.type].includes(state.status)) return null;
  switch (event.type) {
    case 'submit':
      return { status: 'validating' };
    case 'invalid':
      return { status: 'invalid', problems: event.problems };
    case 'valid':
      return { status: 'placing' };
    case 'placed':
      return event.needsPayment
        ? { status: 'paying', orderId: event.orderId }
        : { status: 'done', url: event.url };
    case 'paid':
      return { status: 'done', url: event.url };
    case 'failed':
      return { status: 'failed', message: event.message };
    case 'declined':
      return { status: 'declined', message: event.message };
    case 'stayed':
      // The order is placed: Place again answers the same order (its attempt) and goes there.
      return { status: 'idle' };
  }
}

/** The problems the summary lists: those of an invalid state, none in any other. */
export const problemsOf = (state: SubmitState): FieldProblem[] =>
  state.status === 'invalid' ? state.problems : [];

/** The payment's refusal the summary shows (with the way to try again), none in any other state. */
export const declinedOf = (state: SubmitState): string => (state.status === 'declined' ? state.message : '');

/** True while the place-order button is busy (disabled, `aria-busy`): from the submit to leaving the page. */
export const isBusy = (state: SubmitState) =>
  state.status === 'validating' ||
  state.status === 'placing' ||
  state.status === 'paying' ||
  state.status === 'done';
