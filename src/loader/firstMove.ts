import { dispatch } from '../events/index.ts';
import { commitsWithin } from '../util/commits.ts';
import { holdClicks } from './holdClicks.ts';

/** Marks an element whose islands wait for the customer's first move (useful to QA and styling). */
const DEFERRED_ATTR = 'data-widget-deferred';

const FIRST_MOVES = ['pointerenter', 'pointerdown', 'focusin', 'touchstart', 'keydown'] as const;

/**
 * Calls `fire` once at the customer's first move on `el`: the pointer over it or down on it, focus
 * in it, a key, a touch; at once when focus or the pointer is already there (the customer clicked
 * into a field before the bundle ran, or the page swapped in under a still pointer: no new focusin
 * or pointerenter will come for it). Returns the function that cancels.
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

/**
 * Runs `load` at the customer's first move on `el` (see `onFirstMove`), holding the plain clicks
 * that come while it runs in `holdIn` (the elements it replaces; default `el`) and making them
 * again once the React islands it rendered inside `el` have committed (see `holdClicks`): for
 * code the page does not need until the customer reaches for `el`, such as islands over server HTML
 * that is their first paint. Nothing runs once `signal` is aborted. A failed load leaves the
 * server HTML in place and fires `vitrine:widget-error` for `widget`, as the loader does for a
 * widget's chunk. Until its islands are on screen (or have
 * failed), `el` carries `data-widget-deferred="<widget>"`: while it does, what shows is the server's.
 * @returns the function that loads at once, without waiting for the customer: for what the
 * server HTML cannot show, such as a cart changed in another tab.
 */
export function loadOnFirstMove(
  el: HTMLElement,
  widget: string,
  load: () => Promise<unknown>,
  { signal, holdIn = [el] }: { signal: AbortSignal; holdIn?: HTMLElement[] },
): () => void {
  let loading: Promise<void> | undefined;
  let started = false;
  el.setAttribute(DEFERRED_ATTR, widget);
  const run = async () => {
    try {
      await load();
      await commitsWithin(el);
    } catch (error) {
      console.error(
        `[vitrine] widget "${widget}" failed to load a part; its server HTML stays in place`,
        error,
      );
      dispatch('vitrine:widget-error', { widget, element: el, error });
    } finally {
      loading = undefined;
      el.removeAttribute(DEFERRED_ATTR);
    }
  };
  const start = () => {
    if (started || signal.aborted) return;
    started = true;
    cancel();
    loading = run();
  };
  // onFirstMove may start at once (focus or the pointer already there), before it returns.
  let cancel = () => {};
  cancel = onFirstMove(el, start);
  signal.addEventListener(
    'abort',
    () => {
      cancel();
      el.removeAttribute(DEFERRED_ATTR);
    },
    { once: true },
  );
  for (const host of holdIn) holdClicks(host, () => loading, signal);
  return start;
}
