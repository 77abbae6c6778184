import {
  readVitrineState,
  type ScrollPosition,
  SCROLL_MEMORY_KEY as STORAGE_KEY,
} from '../arrival/historyState.ts';
import { ScrollPositions } from './scrollPositions.ts';

let positions: ScrollPositions | undefined;

/**
 * The positions of entries left by Back or Forward, by key, read from session storage the first
 * time. Part of the visit code: only a visit, Back or Forward needs it, and the shell reaches it
 * through `loadVisitCode()` (`ScrollSaver.ts`), which keeps the shell small.
 */
export function scrollMemory(): ScrollPositions {
  if (positions) return positions;
  positions = new ScrollPositions();
  try {
    positions.restore(sessionStorage.getItem(STORAGE_KEY));
  } catch {
    // No session storage (a sandboxed frame): positions last as long as the document.
  }
  return positions;
}

/** Where the reader left the entry of `state` (by its key, else as its state says), if known. */
export function recallScroll(state: unknown): ScrollPosition | undefined {
  const read = readVitrineState(state);
  if (!read) return undefined;
  return (read.key && scrollMemory().get(read.key)) || read.scroll;
}

/** Writes the positions to session storage, for the next load of the tab's entries. */
export function storeScrollMemory(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, scrollMemory().serialize());
  } catch {
    // Full or unavailable: the entry's own state still has its position.
  }
}
