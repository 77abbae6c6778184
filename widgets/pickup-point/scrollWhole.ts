/** Frames a scroll to a list item is checked again, while the items around it take their real size. */
const SETTLE_FRAMES = 4;

/** Whether `item` lies whole within the box of `view` (the list's scrolling box), to the pixel. */
function wholeIn(item: Element, view: Element): boolean {
  const [box, frame] = [item.getBoundingClientRect(), view.getBoundingClientRect()];
  return box.top >= frame.top - 1 && box.bottom <= frame.bottom + 1;
}

/**
 * Scrolls a list item whole into its list's view (its name, address and hours), and again on the
 * next frames if it moved out: the list's items skip their layout until on screen
 * (`content-visibility: auto`), so the scroll is measured on their estimated height, and the items
 * that come into view then take their real one and push the chosen item half out (Firefox and
 * WebKit; Chromium lays them out for the scroll).
 * @returns a function that stops the checks (the selection changed, the list went away).
 */
export function scrollWhole(item: HTMLElement, view: Element): () => void {
  let frames = SETTLE_FRAMES;
  let request = 0;
  const check = () => {
    if (!item.isConnected) return;
    if (!wholeIn(item, view)) item.scrollIntoView({ block: 'nearest' });
    frames -= 1;
    if (frames > 0) request = requestAnimationFrame(check);
  };
  item.scrollIntoView({ block: 'nearest' });
  request = requestAnimationFrame(check);
  return () => cancelAnimationFrame(request);
}
