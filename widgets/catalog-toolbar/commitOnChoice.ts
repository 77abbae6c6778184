/** Keys that only pick a list's value while it is closed; Enter, Space and Tab are not among them. */
const BROWSING_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/**
 * Calls `apply(field)` when the customer has chosen a value, never while they browse: a pick with
 * the mouse or touch, or Enter in the open list, applies at once; a value reached by arrow keys on
 * the closed list (or a typed letter) waits for Enter or for focus to leave the list, so browsing
 * the options never changes the page (WCAG 3.2.2).
 */
export function commitOnChoice(
  form: HTMLElement,
  isField: (target: EventTarget | null) => target is HTMLSelectElement | HTMLInputElement,
  apply: (field: HTMLSelectElement | HTMLInputElement) => void,
  signal: AbortSignal,
): void {
  let browsing = false;
  let pending: HTMLSelectElement | HTMLInputElement | null = null;
  const commit = () => {
    const field = pending;
    pending = null;
    if (field) apply(field);
  };
  const listen = <K extends keyof HTMLElementEventMap>(
    type: K,
    handler: (e: HTMLElementEventMap[K]) => void,
  ) => form.addEventListener(type, handler, { signal });
  listen('pointerdown', () => {
    browsing = false;
  });
  listen('keydown', (event) => {
    if (!isField(event.target)) return;
    if (event.key === 'Enter' && pending === event.target) {
      event.preventDefault();
      commit();
      return;
    }
    browsing = BROWSING_KEYS.has(event.key) || event.key.length === 1;
    if (event.key === ' ') browsing = false;
  });
  listen('change', (event) => {
    if (!isField(event.target)) return;
    if (browsing && event.target instanceof HTMLSelectElement) pending = event.target;
    else apply(event.target);
  });
  listen('focusout', (event) => {
    if (event.target === pending) commit();
  });
}
