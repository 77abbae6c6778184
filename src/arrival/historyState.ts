import { contentRegion } from '../page/contentRegion.ts';
import { STATE_AT_LOAD } from '../page/stateAtLoad.ts';
import { parseScrollAnchor, readScrollAnchor, type ScrollAnchor } from './scrollAnchor.ts';

/**
 * The session storage key of the positions of entries left by Back or Forward (`scrollMemory.ts`,
 * in the visit code); here so that the shell can tell whether to load them at start.
 */
export const SCROLL_MEMORY_KEY = 'vitrine:scroll';

/** Scroll offsets kept for a history entry, so back, forward and a reload can restore them. */
export interface ScrollPosition {
  x: number;
  y: number;
  /** Where the content region started (document px) when saved: restores follow the content. */
  top?: number;
  /** What was at the top of the screen, and where: restores bring it back there (`scrollAnchor.ts`). */
  anchor?: ScrollAnchor;
}

/** The content region's top in document pixels (0 without a region). */
export function regionTop(): number {
  const region = contentRegion();
  return region ? Math.round(region.getBoundingClientRect().top + window.scrollY) : 0;
}

/**
 * What the navigator keeps under `history.state.vitrine`; other keys of the state are preserved.
 * `key` names the entry (the positions of entries left by Back or Forward are kept under it);
 * `scroll` is where the reader was when they last left it (none yet: the top).
 */
export interface VitrineHistoryState {
  key: string;
  scroll?: ScrollPosition;
}

/** The key of the entry this document last wrote or arrived at: the one Back or Forward leaves. */
let shownKey: string | undefined;

function stateObject(state: unknown = history.state): Record<string, unknown> {
  return state && typeof state === 'object' ? { ...(state as Record<string, unknown>) } : {};
}

/** A new entry's key: unique within the tab's history. */
export function newEntryKey(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** The navigator's part of a history state, or undefined when the entry is not one of ours. */
export function readVitrineState(state: unknown = history.state): VitrineHistoryState | undefined {
  const ours = stateObject(state).vitrine;
  if (!ours || typeof ours !== 'object') return undefined;
  const { key, scroll } = ours as { key?: unknown; scroll?: Partial<ScrollPosition> };
  const read: VitrineHistoryState = { key: typeof key === 'string' ? key : '' };
  if (scroll && typeof scroll === 'object') {
    read.scroll = { x: Number(scroll.x) || 0, y: Number(scroll.y) || 0 };
    if (typeof scroll.top === 'number') read.scroll.top = scroll.top;
    const anchor = parseScrollAnchor(scroll.anchor);
    if (anchor) read.scroll.anchor = anchor;
  }
  return read;
}

/**
 * Puts the navigator's part of the state the entry was loaded with back, when a script of the site
 * replaced the state since (`stateAtLoad.ts`); what the site wrote is kept beside it.
 */
export function keepStateAtLoad(): void {
  if (readVitrineState() || !readVitrineState(STATE_AT_LOAD)) return;
  history.replaceState({ ...stateObject(), vitrine: stateObject(STATE_AT_LOAD).vitrine }, '');
}

/** The current scroll offsets. */
export function currentScroll(): ScrollPosition {
  const position: ScrollPosition = {
    x: Math.round(window.scrollX),
    y: Math.round(window.scrollY),
    top: regionTop(),
  };
  // At the top, the top is all there is to restore.
  const anchor = position.y > 0 ? readScrollAnchor() : undefined;
  if (anchor) position.anchor = anchor;
  return position;
}

/**
 * The current entry's key, given one (kept with the rest of the state) when it has none: the first
 * page of a visit to the shop, an entry written by a release before keys, or by another script.
 */
export function entryKey(): string {
  const read = readVitrineState();
  if (read?.key) {
    shownKey = read.key;
    return read.key;
  }
  const key = newEntryKey();
  const state = stateObject();
  state.vitrine = { ...read, key } satisfies VitrineHistoryState;
  history.replaceState(state, '');
  shownKey = key;
  return key;
}

/** The key of the entry the page on screen belongs to, as this document last knew it. */
export function shownEntryKey(): string | undefined {
  return shownKey;
}

/** The page on screen belongs to an entry that is not the navigator's (another script wrote it). */
export function forgetShownEntry(): void {
  shownKey = undefined;
}

/** Records `position` as where the reader left the current entry. */
export function saveScroll(position: ScrollPosition): void {
  const key = entryKey();
  const state = stateObject();
  state.vitrine = { key, scroll: position } satisfies VitrineHistoryState;
  history.replaceState(state, '');
}

/**
 * Adds (push) or rewrites (replace) the history entry for a new page. No position is written: it
 * is saved when the reader leaves the entry, so a scroll made as it arrives (an anchor) is kept.
 */
export function commitHistory(url: URL, action: 'push' | 'replace'): void {
  const key = newEntryKey();
  const state = { vitrine: { key } satisfies VitrineHistoryState };
  if (action === 'push') history.pushState(state, '', url.href);
  else history.replaceState(state, '', url.href);
  shownKey = key;
}
