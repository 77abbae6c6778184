/** The event `wakeWidget` sends an element: its `interaction` widgets load at once. */
export const WAKE_EVENT = 'vitrine:wake';

const FIRST_MOVES = ['pointerenter', 'pointerdown', 'focusin', 'touchstart', 'keydown', WAKE_EVENT] as const;

/**
 * Calls `fire` once at the customer's first move on `el`: the pointer over it or down on it, focus
 * in it, a key, a touch; at once when focus or the pointer is already there (the customer clicked
 * into a field before the bundle ran, or the page swapped in under a still pointer: no new focusin
 * or pointerenter will come for it); or when a widget wakes it (`wakeWidget`). Returns the
 * function that cancels.
 */
export function onFirstMove(el: Element, fire: () => void): () => void {
  if (el.contains(el.ownerDocument.activeElement) || el.matches(':hover')) {
    fire();
    return () => {};
  }
  const handler = () => {
    cancel();
    fire();
  };
  const cancel = () => {
    for (const type of FIRST_MOVES) el.removeEventListener(type, handler);
  };
  for (const type of FIRST_MOVES) el.addEventListener(type, handler, { passive: true });
  return cancel;
}
