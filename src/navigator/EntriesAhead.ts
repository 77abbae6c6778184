import { entryKey } from '../arrival/historyState.ts';
import { restoreScroll } from '../arrival/scrollTo.ts';
import type { ScrollSaver } from './ScrollSaver.ts';
import type { VisitAction } from './Visit.ts';

/**
 * The history entries that previews wrote ahead of the page on screen (their fresh copy has not
 * come), and the state of the entry a previewed `replace` visit overwrote. A visit that ends
 * without its page takes them back, so the address is again the one of the page shown. Part of the
 * visit code: only a visit writes such entries, so the shell does not carry this.
 */
export class EntriesAhead {
  private ahead = 0;
  private overwritten: { state: unknown } | undefined;
  /** The history move that takes those entries back: its popstate is no visit. */
  private takingBack = false;

  /** A preview is on screen; its visit writes its history entry next. */
  previewed(action: VisitAction): void {
    if (action === 'push') this.ahead += 1;
    else if (action === 'replace' && !this.ahead) this.overwritten ??= { state: history.state };
  }

  /** A page went in (or the browser left those entries): none is ahead any more. */
  settled(): void {
    this.ahead = 0;
    this.overwritten = undefined;
  }

  /** Back or Forward moved: whether it was `takeBack`'s own move (settled either way). */
  popped(): boolean {
    const own = this.takingBack;
    this.takingBack = false;
    this.settled();
    return own;
  }

  /**
   * No visit is under way and previews wrote entries whose page never came (failed, cancelled,
   * aborted by a visit that did not bring its own): history goes back to the page on screen
   * (`here`), at its saved scroll.
   */
  takeBack(here: URL, scroll: ScrollSaver): void {
    const ahead = this.ahead;
    const overwritten = this.overwritten;
    this.settled();
    if (ahead > 0) {
      this.takingBack = true;
      history.go(-ahead);
    } else if (overwritten) {
      history.replaceState(overwritten.state, '', here.href);
      entryKey();
      scroll.recall(overwritten.state, (saved) => saved && restoreScroll(saved));
    }
  }
}
