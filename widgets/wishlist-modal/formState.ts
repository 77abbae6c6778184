/**
 * The add form's flow: idle, loading on submit, reset on completion. `reset` is the moment
 * the form comes back after an answer: the button is usable again and the customer's choices stay.
 */
export type FormState = 'idle' | 'loading';
export type FormEvent = 'submit' | 'reset';

const transitions: Record<FormState, Partial<Record<FormEvent, FormState>>> = {
  idle: { submit: 'loading' },
  loading: { reset: 'idle' },
};

/** The next state, or the same state when the event does not apply (a second submit while loading). */
export function nextFormState(state: FormState, event: FormEvent): FormState {
  return transitions[state][event] ?? state;
}
