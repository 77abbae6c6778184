import {
  currentScroll,
  entryKey,
  readVitrineState,
  type ScrollPosition,
  saveScroll,
  shownEntryKey,
} from './historyState.ts';
import { aimed } from './restoreTarget.ts';
import { ScrollPositions } from './scrollPositions.ts';

/** Where the positions of the tab's entries wait across a reload. */
const STORAGE_KEY = 'vitrine:scroll';

/**
 * Keeps the scroll position of each history entry, saved when the reader leaves it: a visit
 * (`leave`), Back or Forward (`left`: the browser has moved on, the position is kept by the entry's
 * key), or the document itself going (page hide: a reload, a full load, another site). Until a
 * restore has brought the page back to an entry's position, leaving keeps that position.
 *
 * `history.scrollRestoration` is `manual` while the navigator can restore positions itself; as the
 * document goes it is set back to `auto`, so that the next load of the entry is restored by the
 * browser too, even before (or without) the navigator. `start()` and `stop()` are safe twice.
 */
export class ScrollSaver {
  private positions: ScrollPositions | undefined;
  private started = false;

  /** Starts watching the document going and coming back (the back-forward cache). */
  start(): void {
    if (this.started) return;
    this.started = true;
    history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', this.onPageHide);
    window.addEventListener('pageshow', this.onPageShow);
  }

  /** Stops watching; the browser restores scroll positions again. */
  stop(): void {
    if (!this.started) return;
    this.started = false;
    window.removeEventListener('pageshow', this.onPageShow);
    window.removeEventListener('pagehide', this.onPageHide);
    history.scrollRestoration = 'auto';
  }

  /** The reader leaves the current entry for a new one (a visit, an anchor): its position is saved. */
  leave(): void {
    const position = aimed() ?? currentScroll();
    saveScroll(position);
    this.stored().set(entryKey(), position);
  }

  /** Back or Forward left the entry the page on screen belongs to: its position is kept by its key. */
  left(): void {
    const key = shownEntryKey();
    if (key) this.stored().set(key, aimed() ?? currentScroll());
  }

  /** Where the reader left the entry of `state` (by its key, else as its state says), if known. */
  recall(state: unknown = history.state): ScrollPosition | undefined {
    const read = readVitrineState(state);
    if (!read) return undefined;
    return (read.key && this.stored().get(read.key)) || read.scroll;
  }

  /** The positions kept by key, read from session storage the first time. */
  private stored(): ScrollPositions {
    if (this.positions) return this.positions;
    this.positions = new ScrollPositions();
    try {
      this.positions.restore(sessionStorage.getItem(STORAGE_KEY));
    } catch {
      // No session storage (a sandboxed frame): positions last as long as the document.
    }
    return this.positions;
  }

  private readonly onPageHide = (): void => {
    this.leave();
    try {
      sessionStorage.setItem(STORAGE_KEY, this.stored().serialize());
    } catch {
      // Full or unavailable: the entry's own state still has its position.
    }
    history.scrollRestoration = 'auto';
  };

  /** Back from the back-forward cache: the navigator restores positions again. */
  private readonly onPageShow = (event: PageTransitionEvent): void => {
    if (event.persisted) history.scrollRestoration = 'manual';
  };
}
