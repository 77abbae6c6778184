/**
 * Moves `node` in the document (`move` does), focus staying where it was inside it: a browser
 * takes focus off an element that leaves the document, even to come straight back. The pickup
 * slots move so (out of the way of the shipping island's first render, then after the chosen
 * method), and the slot's link may have the focus: put back there after a point is chosen.
 */
export function moveKeepingFocus(node: Node, move: () => void): void {
  const focused = document.activeElement;
  move();
  if (focused instanceof HTMLElement && node.contains(focused) && document.activeElement !== focused)
    focused.focus({ preventScroll: true });
}
