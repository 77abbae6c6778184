/** What makes the server's CSS-only fold: the form a popover, the toggles its invokers. */
export const POPOVER_ATTRIBUTES = ['popover', 'popovertarget', 'popovertargetaction', 'hidden'];
