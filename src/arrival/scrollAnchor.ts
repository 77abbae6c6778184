import { contentRegion } from '../page/contentRegion.ts';

/**
 * What the reader had at the top of the screen: an element of the content region, found again by
 * its path (the index of each element child, from the region down), and how far its top was from
 * the viewport's top (px, negative when it started above).
 */
export interface ScrollAnchor {
  path: number[];
  offset: number;
}

/** The path's depth at most: deep enough for a card of a grid inside a page layout. */
const MAX_DEPTH = 10;

const shown = (rect: DOMRect) => rect.bottom > 0 && rect.height > 0;

/** The first child still on screen at the top or below, of the page's own flow (not a fixed bar). */
function firstShown(parent: Element): number {
  const { children } = parent;
  for (let i = 0; i < children.length; i++) {
    const child = children[i] as Element;
    if (!shown(child.getBoundingClientRect())) continue;
    const { position } = getComputedStyle(child);
    if (position !== 'fixed' && position !== 'sticky') return i;
  }
  return -1;
}

/**
 * The anchor of the screen as it is: from the content region down, the first child on screen,
 * until one starts within the screen or is no taller than it (a card, a paragraph), so that the
 * reader's place is named by what they saw rather than by a number of pixels. None without a
 * region or with the region off screen.
 */
export function readScrollAnchor(): ScrollAnchor | undefined {
  let element: Element | null = contentRegion();
  if (!element) return undefined;
  const path: number[] = [];
  while (path.length < MAX_DEPTH) {
    const index = firstShown(element);
    if (index < 0) break;
    path.push(index);
    element = element.children[index] as Element;
    const rect = element.getBoundingClientRect();
    if (rect.top >= 0 || rect.height <= window.innerHeight) break;
  }
  if (path.length === 0) return undefined;
  return { path, offset: Math.round(element.getBoundingClientRect().top) };
}

/**
 * The scroll offset that puts the anchor's element where the reader saw it, or undefined when the
 * page has no such element or it lies more than a screen away from `near` (the page changed since:
 * the plain offset is the better guess then). Content above the anchor may be sized differently
 * from when the reader left (images, `content-visibility` estimates, widgets not mounted yet): the
 * anchor follows what the reader was looking at.
 */
export function anchoredOffset(anchor: ScrollAnchor, near: number): number | undefined {
  let element: Element | null | undefined = contentRegion();
  for (const index of anchor.path) element = element?.children[index];
  if (!element) return undefined;
  const rect = element.getBoundingClientRect();
  if (rect.height === 0) return undefined;
  const y = Math.round(window.scrollY + rect.top - anchor.offset);
  return Math.abs(y - near) <= window.innerHeight ? y : undefined;
}

/** An anchor read back from a history state or storage, if it has the right shape. */
export function parseScrollAnchor(value: unknown): ScrollAnchor | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { path, offset } = value as { path?: unknown; offset?: unknown };
  if (!Array.isArray(path) || path.length === 0 || path.length > MAX_DEPTH) return undefined;
  if (!path.every((i) => Number.isInteger(i) && i >= 0) || typeof offset !== 'number') return undefined;
  return { path: path as number[], offset };
}
