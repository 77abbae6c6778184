/**
 * Removes a bar or banner the customer dismissed. Focus that was inside it moves to the content
 * region (`data-page-content`, else `main`) without scrolling, so keyboard users are not left on
 * the body.
 */
export function dismissElement(el: Element): void {
  const hadFocus = el.contains(document.activeElement);
  el.remove();
  if (hadFocus)
    document.querySelector<HTMLElement>('[data-page-content], main')?.focus({ preventScroll: true });
}
