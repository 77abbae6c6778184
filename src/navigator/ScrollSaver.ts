import { saveScroll } from './historyState.ts';

const SAVE_SCROLL_MS = 120;

/**
 * Keeps the scroll position of the current history entry: saved 120 ms after the page stops
 * scrolling (history.replaceState is not free) and when the page is hidden. `start()` and `stop()`
 * are safe to call twice.
 */
export class ScrollSaver {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private started = false;

  /** Starts watching scrolls and page hides. */
  start(): void {
    if (this.started) return;
    this.started = true;
    window.addEventListener('scroll', this.onScroll, { passive: true });
    window.addEventListener('pagehide', saveScroll);
  }

  /** Stops watching; a pending save is dropped. */
  stop(): void {
    if (!this.started) return;
    this.started = false;
    this.cancel();
    window.removeEventListener('pagehide', saveScroll);
    window.removeEventListener('scroll', this.onScroll);
  }

  /**
   * Saves now, pending or not: a scroll made just before a click may not have fired its scroll
   * event yet (the page being left keeps where it was).
   */
  saveNow(): void {
    this.cancel();
    saveScroll();
  }

  /** Saves now only if a save is pending. */
  flush(): void {
    if (this.timer === undefined) return;
    this.saveNow();
  }

  /** Drops a pending save (the entry it was for is no longer the current one). */
  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private readonly onScroll = (): void => {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      saveScroll();
    }, SAVE_SCROLL_MS);
  };
}
