import { dispatch } from '../events/index.ts';
import { commitsWithin } from './commits.ts';

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

/** What a held click may be made again on: what a click on it does is the code's to come. */
const HELD = 'a[href],button,label,input[type=checkbox],input[type=radio]';

/**
 * A form's submit button (clicked, or the click of Enter's implicit submission): never held, since
 * the server's form already does what it means, as without JavaScript.
 */
const submitsForm = (target: HTMLElement) =>
  (target instanceof HTMLButtonElement || target instanceof HTMLInputElement) &&
  target.type === 'submit' &&
  target.form !== null;

/** The same control to the customer: what it says (screen readers' words too) and where it leads; a box's name and value. */
const alike = (a: Element, b: Element) =>
  a.textContent?.trim() === b.textContent?.trim() &&
  (a instanceof HTMLInputElement ? ['name', 'value'] : ['href']).every(
    (key) => a.getAttribute(key) === b.getAttribute(key),
  );

/**
 * The element a re-render put in the place of `old` (of rank `rank` among its tag in `el`): the one
 * of the same id, else the form field of the same name, else the same control (the same words and
 * link, or box name and value): the only one, or among several the one at the same rank. Never
 * another control that slid into its place (a click on "update" is never made on "empty the cart").
 */
export function counterpart(el: HTMLElement, old: Element, rank: number): HTMLElement | undefined {
  const inside = (node: Element | null) =>
    node instanceof HTMLElement && el.contains(node) ? node : undefined;
  const byId = old.id ? inside(document.getElementById(old.id)) : undefined;
  if (byId) return byId;
  // A box's name is its group's: its value tells it apart (the same control, below).
  const name = old.getAttribute('name');
  const isBox = /^(checkbox|radio)$/.test(old.getAttribute('type') ?? '');
  const byName = name && !isBox ? inside(el.querySelector(`[name="${CSS.escape(name)}"]`)) : undefined;
  if (byName) return byName;
  // The same control: the only one there, else the one at the same place among its tag.
  const same = [...el.querySelectorAll<HTMLElement>(old.tagName)].filter((node) => alike(old, node));
  if (same.length === 1) return same[0];
  const atRank = el.querySelectorAll(old.tagName)[rank];
  return same.find((node) => node === atRank);
}

/** The rank of `node` among the elements of its tag in `el`: what `counterpart` needs. */
export const rankIn = (el: HTMLElement, node: Element) =>
  [...el.querySelectorAll(node.tagName)].indexOf(node);

/**
 * Holds a plain click on a link, button (but a form's submit), label or box of `el` while `pending()` gives the load
 * under way (its code is not there yet): `aria-busy` on `el`, then, once the load is done, the
 * click is made again on the element now in the clicked one's place (itself, or after a React
 * island replaced the server's elements, its counterpart; none, no click). Nothing is made again once `signal` is aborted (the element left the page). A failed load
 * resolves too: the click then goes on as plain HTML.
 */
export function holdClicks(
  el: HTMLElement,
  pending: () => Promise<unknown> | undefined,
  signal: AbortSignal,
): void {
  let held = false;
  const hold = (event: MouseEvent) => {
    const target = (event.target as Element).closest<HTMLElement>(HELD);
    const loading = pending();
    if (held || !loading || !target || !el.contains(target) || submitsForm(target)) return;
    if (event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    held = true;
    el.setAttribute('aria-busy', 'true');
    const rank = rankIn(el, target);
    void loading.then(() => {
      held = false;
      el.removeAttribute('aria-busy');
      if (signal.aborted) return;
      const now = target.isConnected ? target : counterpart(el, target, rank);
      if (now instanceof HTMLElement) now.click();
    });
  };
  el.addEventListener('click', hold, { signal });
}

/**
 * Runs `load` at the customer's first move on `el` (see `onFirstMove`), holding the plain clicks
 * that come while it runs in `holdIn` (the elements it replaces; default `el`) and making them
 * again once the React islands it rendered inside `el` have committed (see `holdClicks`): for
 * code the page does not need until the customer reaches for `el`, such as islands over server HTML
 * that is their first paint. Nothing runs once `signal` is aborted. A failed load leaves the server HTML in place and fires `vitrine:widget-error` for
 * `widget`, as the loader does for a widget's chunk. Until its islands are on screen (or have
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
