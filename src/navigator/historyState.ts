import { nextTask } from '../util/turns.ts';
import { contentRegion } from './contentRegion.ts';

/** Scroll offsets kept in `history.state`, so back, forward and a reload can restore them. */
export interface ScrollPosition {
  x: number;
  y: number;
  /** Where the content region started (document px) when saved: restores follow the content. */
  top?: number;
}

/** The content region's top in document pixels (0 without a region). */
export function regionTop(): number {
  const region = contentRegion();
  return region ? Math.round(region.getBoundingClientRect().top + window.scrollY) : 0;
}

/** What the navigator keeps under `history.state.vitrine`; other keys of the state are preserved. */
export interface VitrineHistoryState {
  scroll: ScrollPosition;
}

function stateObject(): Record<string, unknown> {
  const state: unknown = history.state;
  return state && typeof state === 'object' ? { ...(state as Record<string, unknown>) } : {};
}

/** The navigator's part of a history state, or undefined when the entry is not one of ours. */
export function readVitrineState(state: unknown = history.state): VitrineHistoryState | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const ours = (state as { vitrine?: unknown }).vitrine;
  if (!ours || typeof ours !== 'object') return undefined;
  const scroll = (ours as { scroll?: Partial<ScrollPosition> }).scroll;
  const position: ScrollPosition = { x: Number(scroll?.x) || 0, y: Number(scroll?.y) || 0 };
  if (typeof scroll?.top === 'number') position.top = scroll.top;
  return { scroll: position };
}

/** The current scroll offsets. */
export function currentScroll(): ScrollPosition {
  return { x: Math.round(window.scrollX), y: Math.round(window.scrollY), top: regionTop() };
}

/** Records the current scroll position in the current history entry. */
export function saveScroll(): void {
  const state = stateObject();
  state.vitrine = { scroll: currentScroll() } satisfies VitrineHistoryState;
  history.replaceState(state, '');
}

/**
 * Records the scroll position in a task of its own: at start-up, reading the region's top forces a
 * layout of the page still loading, which made the page shell's start one long task.
 */
export function saveScrollSoon(): void {
  void nextTask().then(saveScroll);
}

/** Adds (push) or rewrites (replace) the history entry for a new page, starting at the top. */
export function commitHistory(url: URL, action: 'push' | 'replace'): void {
  const state = { vitrine: { scroll: { x: 0, y: 0 } } satisfies VitrineHistoryState };
  if (action === 'push') history.pushState(state, '', url.href);
  else history.replaceState(state, '', url.href);
}
