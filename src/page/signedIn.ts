/**
 * The `returnValue` the login modal (`dialog.login-modal`) closes with when the customer signed in
 * through it (`submitLoginForm`); closed any other way (its close button, Escape, a visit), it has
 * another. What waited for that login (`src/lists/state/keptInSession.ts`) tells the two apart.
 */
export const SIGNED_IN = 'signed-in';
