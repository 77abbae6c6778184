import { counterpart, rankIn } from '../util/counterpart.ts';
import { isPlainClick } from '../util/plainClick.ts';

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

/**
 * Holds a plain click on a link, button (but a form's submit), label or box of `el` while
 * `pending()` gives the load under way (its code is not there yet): `aria-busy` on `el`, then,
 * once the load is done, the click is made again on the element now in the clicked one's place
 * (itself, or after a React island replaced the server's elements, its counterpart; none, no
 * click). Nothing is made again once `signal` is aborted (the element left the page). A failed
 * load resolves too: the click then goes on as plain HTML.
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
    if (!isPlainClick(event)) return;
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
