import { isPlainClick } from '../util/plainClick.ts';

/**
 * Makes a widget's `<a href>` open a dialog instead of being followed: `aria-haspopup="dialog"`,
 * and a plain click calls `open` (a modified click still opens the address in a new tab, and
 * without JavaScript the link is followed). Throws when `el` is not a link. Returns the teardown.
 */
export function linkOpensDialog(
  el: Element,
  widget: string,
  open: (link: HTMLAnchorElement) => void,
  signal: AbortSignal,
): () => void {
  if (!(el instanceof HTMLAnchorElement)) throw new Error(`${widget} goes on an <a href> element`);
  el.setAttribute('aria-haspopup', 'dialog');
  el.addEventListener(
    'click',
    (event) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      open(el);
    },
    { signal },
  );
  return () => el.removeAttribute('aria-haspopup');
}
