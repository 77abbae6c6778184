import {
  currentScroll,
  entryKey,
  readVitrineState,
  SCROLL_MEMORY_KEY,
  type ScrollPosition,
  saveScroll,
  shownEntryKey,
} from '../arrival/historyState.ts';
import { aimed } from '../arrival/restoreTarget.ts';
import { restoreScroll } from '../arrival/scrollTo.ts';
import { loadVisitCode } from './loadVisitCode.ts';

type VisitCode = Awaited<ReturnType<typeof loadVisitCode>>;

/**
 * Keeps the scroll position of each history entry, saved when the reader leaves it: a visit
 * (`leave`), Back or Forward (`left`: the browser has moved on, the position is kept by the entry's
 * key), or the document itself going (page hide: a reload, a full load, another site). Until a
 * restore has brought the page back to an entry's position, leaving keeps that position.
 *
 * The positions kept by key (and their session storage copy) are the visit code's
 * (`scrollMemory.ts`): only a visit, Back or Forward fills them, and that code is loaded by then.
 * What must run before any visit stays here: the entry's own state, the page hide, the restore of
 * a reload.
 *
 * `history.scrollRestoration` is `manual` while the navigator can restore positions itself; as the
 * document goes it is set back to `auto`, so that the next load of the entry is restored by the
 * browser too, even before (or without) the navigator. `start()` and `stop()` are safe twice.
 */
export class ScrollSaver {
  private code: VisitCode | undefined;
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

  /**
   * A reload (or a full load of the entry) comes back to where the reader left it: as its state
   * says, unless Back or Forward left it last (its key is in the kept positions: they are loaded
   * now for it, and were not written into its state).
   */
  restoreEntry(): void {
    const read = readVitrineState();
    if (!read) return;
    let kept = false;
    try {
      kept = !!sessionStorage.getItem(SCROLL_MEMORY_KEY)?.includes(`"${read.key}"`);
    } catch {
      // No session storage: the state is all there is.
    }
    if (kept) this.recall(history.state, (saved) => saved && restoreScroll(saved));
    else if (read.scroll) void restoreScroll(read.scroll);
  }

  /** The reader leaves the current entry for a new one (a visit, an anchor): its position is saved. */
  leave(): void {
    const position = aimed() ?? currentScroll();
    const key = entryKey();
    saveScroll(position);
    this.withCode((code) => code.scrollMemory().set(key, position));
  }

  /** Back or Forward left the entry the page on screen belongs to: its position is kept by its key. */
  left(): void {
    const key = shownEntryKey();
    const position = aimed() ?? currentScroll();
    if (key) this.withCode((code) => code.scrollMemory().set(key, position));
  }

  /**
   * Gives `use` where the reader left the entry of `state` (by its key, else as its state says),
   * at once when the visit code is there (it is, after the first visit or idle period).
   */
  recall(state: unknown, use: (saved: ScrollPosition | undefined) => void): void {
    this.withCode(
      (code) => use(code.recallScroll(state)),
      () => use(readVitrineState(state)?.scroll),
    );
  }

  /** Runs `use` with the visit code: now if loaded, else once it is (`failed` if it cannot load). */
  private withCode(use: (code: VisitCode) => void, failed?: () => void): void {
    if (this.code) {
      use(this.code);
      return;
    }
    loadVisitCode().then((code) => {
      this.code = code;
      use(code);
    }, failed);
  }

  private readonly onPageHide = (): void => {
    // Without the visit code no position was kept by key: the entry's state is enough.
    if (this.code) {
      this.leave();
      this.code.storeScrollMemory();
    } else saveScroll(aimed() ?? currentScroll());
    history.scrollRestoration = 'auto';
  };

  /** Back from the back-forward cache: the navigator restores positions again. */
  private readonly onPageShow = (event: PageTransitionEvent): void => {
    if (event.persisted) history.scrollRestoration = 'manual';
  };
}
