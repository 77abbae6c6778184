import { afterFrame } from '../async/turns.ts';
import { pageUnload } from '../page/pageLifecycle.ts';
import { type AnimationTiming, animate, markEntering } from './animate.ts';
import type { FetchedPage } from './fetchPage.ts';
import type { Preview } from './preview.ts';
import { swapPage, type WidgetHost } from './swap.ts';
import { swapInTransition, type TransitionSwap } from './viewTransition.ts';

/** Longest wait for the preview's frame: none come while the page is hidden. */
const PREVIEW_FRAME_MAX_MS = 100;

/** `wait`, or `ms` if that is sooner. */
function capped(wait: Promise<void>, ms: number): Promise<void> {
  return Promise.race([wait, new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}

/** The control that keeps focus across a visit (`VisitOptions.focusId`), followed until the swap. */
export interface KeptFocus {
  focusId?: string;
}

/**
 * Puts the page in. A visit that keeps the focus (a page refreshed in place, a facet) keeps it
 * where the customer is as it goes in: they may have moved on (Tab, an arrow key) while it loaded.
 */
function swapFollowingFocus(page: FetchedPage, widgets: WidgetHost, focus: KeptFocus): HTMLElement | null {
  const focused = document.activeElement;
  if (focus.focusId !== undefined && focused?.id) focus.focusId = focused.id;
  pageUnload();
  return swapPage(page.doc, page.url, widgets);
}

/**
 * Swaps the page in at once, `page-entering` set just before (one style pass for both); the new
 * region, or null when either page has none.
 */
export function renderNow(
  page: FetchedPage,
  incoming: Element | null,
  widgets: WidgetHost,
  focus: KeptFocus,
): HTMLElement | null {
  if (incoming) markEntering();
  return swapFollowingFocus(page, widgets, focus);
}

/**
 * Swaps the page in inside a view transition, which the browser runs later: `current()` says
 * whether the visit still wants it then. `updated` is the new region, null when the visit ended
 * first or the browser gave the transition up.
 */
export function renderInTransition(
  page: FetchedPage,
  timing: AnimationTiming,
  widgets: WidgetHost,
  focus: KeptFocus,
  current: () => boolean,
): TransitionSwap<HTMLElement | null> {
  const swap = swapInTransition(page.url, timing, () =>
    current() ? swapFollowingFocus(page, widgets, focus) : null,
  );
  swap.updated = swap.updated.catch(() => null);
  return swap;
}

/** Puts the fresh copy in place of its preview, changing only what differs; the region, or null. */
export function commitPreview(preview: Preview, page: FetchedPage, widgets: WidgetHost): HTMLElement | null {
  pageUnload();
  return preview.commit(page, widgets);
}

/**
 * Resolves once the preview on screen has had a frame, or after 100 ms (no frames come while the
 * page is hidden): a fresh copy already there then goes in a task of its own, not within the
 * click's, before anything was painted.
 */
export function previewPainted(): Promise<void> {
  return capped(afterFrame(), PREVIEW_FRAME_MAX_MS);
}

/**
 * The in-animation: the view transition's end (`transition`) or the visit's own, never longer than
 * the cap.
 */
export function animateIn(
  region: HTMLElement,
  transition: TransitionSwap<unknown> | undefined,
  timing: AnimationTiming,
  signal: AbortSignal,
): Promise<void> {
  return transition ? capped(transition.finished, timing.cap) : animate('in', region, timing, signal);
}
