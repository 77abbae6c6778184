import { contentRegion } from '../page/contentRegion.ts';

/**
 * Removes a bar or banner the customer dismissed. Focus that was inside it moves to the content
 * region (`contentRegion()`) without scrolling, so keyboard users are not left on the body.
 */
export function dismissElement(el: Element): void {
  const hadFocus = el.contains(document.activeElement);
  el.remove();
  if (hadFocus) contentRegion()?.focus({ preventScroll: true });
}
