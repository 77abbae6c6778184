import type { PaymentResult } from '../../src/index.ts';

/** Where the make-payment form stands. */
export type PayState =
  | { kind: 'idle' }
  | { kind: 'invalid' }
  | { kind: 'paying' }
  | { kind: 'failed'; reason: string }
  | { kind: 'paid'; pspReference: string };

export type PayEvent = { type: 'submit'; valid: boolean } | { type: 'result'; result: PaymentResult };

/**
 * The form's transitions. A submit is checked first: invalid → `invalid` (nothing sent), valid →
 * `paying`. While paying, and once paid, a submit (double click, Enter twice) changes nothing: one
 * payment. A result ends `paying`: authorised → `paid`, refused or error → `failed` with its reason.
 */
export function nextPayState(state: PayState, event: PayEvent): PayState {
  if (state.kind === 'paying' || state.kind === 'paid') {
    if (state.kind === 'paying' && event.type === 'result') {
      const { result } = event;
      return result.kind === 'authorised'
        ? { kind: 'paid', pspReference: result.pspReference }
        : { kind: 'failed', reason: result.reason };
    }
    return state;
  }
  if (event.type === 'result') return state;
  return event.valid ? { kind: 'paying' } : { kind: 'invalid' };
}
