import { addLiveRegions, removeLiveRegions } from '../a11y/announce.ts';
import { anchorTarget, scrollToAnchor } from '../arrival/anchorScroll.ts';
import {
  commitHistory,
  entryKey,
  forgetShownEntry,
  keepStateAtLoad,
  readVitrineState,
  type ScrollPosition,
} from '../arrival/historyState.ts';
import { aimAt } from '../arrival/restoreTarget.ts';
import { restoreScroll } from '../arrival/scrollTo.ts';
import type { RequestError } from '../http/request.ts';
import { isSamePageAnchor, savesData } from '../links/linkRules.ts';
import { settings } from '../settings/index.ts';
import { leaveTo } from '../url/followUrl.ts';
import { decideNavigation } from '../url/urlPolicy.ts';
import { AjaxForms, type FormsDelegate } from './AjaxForms.ts';
import type { EntriesAhead } from './EntriesAhead.ts';
import { fadeInitialLoader } from './initialLoader.ts';
import { type LinkDelegate, type LinkElement, LinkObserver } from './LinkObserver.ts';
import { loadVisitCode, revealHidden } from './loadVisitCode.ts';
import type { PageCache } from './PageCache.ts';
import { PressRequests } from './PressRequests.ts';
import { ScrollSaver } from './ScrollSaver.ts';
import type { WidgetHost } from './swap.ts';
import type { Visit, VisitAction, VisitDelegate } from './Visit.ts';

/** Options of `window.vitrine.navigate(url, options)`. */
export interface NavigateOptions {
  /** Replace the current history entry instead of adding one; default false. */
  replace?: boolean;
  /** Bypass the HTTP cache for this page; default false (or the `pageCache: false` setting). */
  noCache?: boolean;
  /**
   * Keep focus on the control that asked for the visit (a facet, a sort list): the new page's
   * element with the same id gets it, instead of the page's heading; default false.
   */
  keepFocus?: boolean;
  /**
   * Keep the scroll position (a page refreshed in place after a change in a modal), instead of
   * going to the top; default false.
   */
  keepScroll?: boolean;
  /**
   * The customer signed in or out without a page load (the login modal): the parts of the page
   * marked `data-page-session` (the header) are replaced with the new page's too; default false.
   */
  session?: boolean;
}

/**
 * What the navigator tells and asks the page shell, which owns the UI (dialogs, the error policy,
 * the forms' confirm and loading buttons).
 */
export interface NavigatorDelegate extends Omit<FormsDelegate, 'navigate'> {
  /** A visit to `url` started (its leave was not cancelled): the page being left is on its way out. */
  visitStarted(url: URL): void;
  /** The new page is in place at `url`, before its widgets mount: nothing of the old page may stay. */
  visitRendered(url: URL): void;
  /** A visit's request failed; the page being left stays as it was. */
  visitFailed(url: URL, error: RequestError): void;
}

/** `data-no-cache` on a link (not `="false"`). */
function linkNoCache(link: LinkElement): boolean {
  return link.hasAttribute('data-no-cache') && link.getAttribute('data-no-cache') !== 'false';
}

/** A visit bypasses the HTTP cache when asked, or always with the `pageCache: false` setting. */
function pageNoCache(asked: boolean): boolean {
  return asked || settings().pageCache === false;
}

/**
 * The page engine: takes internal link clicks, ajax forms, back and forward, and runs one visit
 * at a time (a new one aborts the one under way).
 */
export class Navigator implements LinkDelegate, VisitDelegate {
  private readonly links = new LinkObserver(this);
  private readonly forms: AjaxForms;
  private readonly scroll = new ScrollSaver();
  private readonly presses = new PressRequests((url, options) =>
    loadVisitCode().then(({ fetchPage }) => fetchPage(url, options)),
  );
  /**
   * Pages as the server sent them, for instant revisits (the bounded LRU of `PageCache.ts`); its
   * code comes with the visit code, so it is made at the first visit.
   */
  pageCache: PageCache | undefined;
  private current: Visit | undefined;
  private here = new URL(location.href);
  private started = false;
  private tickets = 0;
  /** The entries previews wrote ahead of the page on screen; made with the first visit. */
  private ahead: EntriesAhead | undefined;
  private cancelLoaderFade = (): void => {};

  constructor(
    private readonly widgets: WidgetHost,
    private readonly delegate: NavigatorDelegate,
  ) {
    this.forms = new AjaxForms(widgets, {
      confirm: (question) => delegate.confirm(question),
      showLoading: (button) => delegate.showLoading(button),
      navigate: (url, options) => this.navigate(url, options),
    });
  }

  /** Starts taking links, forms and history; restores the scroll of a reloaded page. Safe twice. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.here = new URL(location.href);
    keepStateAtLoad();
    this.scroll.start();
    entryKey();
    // A reload (or a full load of the entry after a deploy) comes back to where the reader left it.
    this.scroll.restoreEntry();
    addLiveRegions();
    window.addEventListener('popstate', this.onPopState);
    window.addEventListener('pageshow', this.clearCache);
    document.addEventListener('vitrine:consent-set', this.clearCache);
    this.presses.start();
    this.links.start();
    this.forms.start();
    this.cancelLoaderFade = fadeInitialLoader();
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 200));
    // A failed fetch here is asked again at the first visit, which reports it.
    idle(() => loadVisitCode().catch(() => undefined));
  }

  /** Stops everything, in reverse order, aborting a visit under way. Safe to call twice. */
  stop(): void {
    if (!this.started) return;
    this.started = false;
    this.cancelLoaderFade();
    this.current?.abort();
    this.forms.stop();
    this.links.stop();
    this.presses.stop();
    this.scroll.stop();
    this.clearCache();
    document.removeEventListener('vitrine:consent-set', this.clearCache);
    window.removeEventListener('pageshow', this.clearCache);
    window.removeEventListener('popstate', this.onPopState);
    removeLiveRegions();
  }

  /**
   * Visits `url` in the page area; same-page anchors scroll instead. The URL policy decides first
   * (`urlPolicy.ts`): another origin is a full page load, another scheme is refused.
   */
  navigate(url: string | URL, options: NavigateOptions = {}): Promise<unknown> {
    // Only the page's own origin is swapped in: other origins load, other schemes are refused.
    const decision = decideNavigation(url, location.href);
    if (decision.kind !== 'visit') return Promise.resolve(leaveTo(url, decision, options));
    const target = decision.url;
    if (isSamePageAnchor(target, this.here)) return this.scrollToAnchor(target, options.replace ?? false);
    // The address already shown (the page on screen, or a preview's entry) is not added twice.
    const shown = target.href === this.here.href || target.href === location.href;
    const action: VisitAction = options.replace || shown ? 'replace' : 'push';
    const focusId = keptFocusId(options);
    const more = {
      ...(focusId === undefined ? {} : { focusId }),
      ...(options.session ? { session: true } : {}),
    };
    const scroll = options.keepScroll ? { x: window.scrollX, y: window.scrollY } : undefined;
    return this.visit(target, action, options.noCache ?? false, scroll, more);
  }

  /** Asked by the link observer: a same-page anchor only when its target exists. */
  willFollow(url: URL): boolean {
    return !isSamePageAnchor(url, this.here) || anchorTarget(url.hash) !== null;
  }

  /** Told by the link observer. `data-no-cache` on the link bypasses the HTTP cache. */
  follow(url: URL, link: LinkElement): void {
    void this.navigate(url, { noCache: linkNoCache(link) });
  }

  /**
   * Told by the link observer when a mouse button goes down on a link it would take: the page is
   * requested now, and the visit the click starts takes that request. Nothing on screen changes
   * and no event fires until the click.
   */
  press(url: URL, link: LinkElement): void {
    if (isSamePageAnchor(url, this.here)) this.presses.cancel();
    else this.presses.press(url, pageNoCache(linkNoCache(link)));
  }

  /** Told when the click after a press was not taken: the press request is cancelled. */
  unpress(): void {
    this.presses.cancel();
  }

  /**
   * Told when a link was hovered for 65 ms or touched: its page is requested now (one such request
   * at a time, kept 10 s for the click), unless the browser asks to save data or is on 2G. A
   * cached copy of it is parsed now, so that the click's preview does not wait for the parse.
   */
  hover(url: URL, link: LinkElement): void {
    if (isSamePageAnchor(url, this.here)) return;
    this.pageCache?.prepare(url, true);
    if (!savesData()) this.presses.hover(url, pageNoCache(linkNoCache(link)));
  }

  /** Told when a login or logoff is followed: the cached pages were the other customer's. */
  sessionChanging(): void {
    this.clearCache();
  }

  visitStarted(visit: Visit): void {
    // The page being left keeps its scroll position in its history entry (Back and Forward saved
    // it as the browser left the entry).
    if (visit.options.action !== 'restore') this.scroll.leave();
    this.delegate.visitStarted(visit.url);
  }

  /** The preview is on screen; the visit writes its history entry next. */
  visitPreviewed(visit: Visit): void {
    this.ahead?.previewed(visit.options.action);
  }

  visitRendered(_visit: Visit, url: URL): void {
    this.here = url;
    this.ahead?.settled();
    this.delegate.visitRendered(url);
  }

  visitCompleted(visit: Visit): void {
    if (this.current === visit) this.current = undefined;
  }

  visitFailed(visit: Visit, error: RequestError): void {
    if (this.current === visit) this.current = undefined;
    if (!this.current) this.takeBackEntries();
    this.delegate.visitFailed(visit.url, error);
  }

  private async visit(
    url: URL,
    action: VisitAction,
    noCache: boolean,
    scroll?: ScrollPosition,
    more: { focusId?: string; session?: boolean } = {},
  ): Promise<unknown> {
    const ticket = ++this.tickets;
    this.current?.abort();
    const options = { action, noCache: pageNoCache(noCache), ...(scroll ? { scroll } : {}), ...more };
    const early = this.presses.take(url, options.noCache);
    const { newVisit, PageCache, EntriesAhead } = await loadVisitCode();
    // A newer visit (or stop) came while the visit code loaded: this one never started.
    if (ticket !== this.tickets || !this.started) {
      early?.controller.abort();
      return 'aborted';
    }
    this.pageCache ??= new PageCache();
    this.ahead ??= new EntriesAhead();
    const cache = { cache: this.pageCache, ...(early ? { early } : {}) };
    const visit = newVisit(url, { ...options, ...cache }, this.widgets, this);
    this.current = visit;
    return visit.run().finally(() => {
      if (this.current === visit) this.current = undefined;
      if (!this.started) return;
      // A failure that is a full load (not a page) leaves the document: history stays for it.
      if (!this.current && visit.state !== 'failed') this.takeBackEntries();
    });
  }

  /** No visit is under way: entries previews wrote whose page never came are taken back. */
  private takeBackEntries(): void {
    this.ahead?.takeBack(this.here, this.scroll);
  }

  /**
   * Empties the page cache: at a consent change, a login or logoff, and when the page comes back
   * from the browser's back-forward cache (the session may have changed meanwhile).
   */
  private readonly clearCache = (event?: Event): void => {
    // A pageshow clears only when the page comes back from the back-forward cache.
    if ((event as { persisted?: boolean } | undefined)?.persisted !== false) this.pageCache?.clear();
  };

  private async scrollToAnchor(url: URL, replace: boolean): Promise<void> {
    const target = anchorTarget(url.hash);
    if (!target) return;
    if (replace) history.replaceState(history.state, '', url.href);
    else {
      this.scroll.leave();
      commitHistory(url, 'push');
    }
    this.here = url;
    await scrollToAnchor(target, { reveal: revealHidden });
  }

  private readonly onPopState = (event: PopStateEvent): void => {
    // The browser left the entries previews wrote (Back during a preview): none is ahead now.
    const ownMove = this.ahead?.popped() ?? false;
    this.scroll.left();
    if (!readVitrineState(event.state)) {
      forgetShownEntry();
      return;
    }
    entryKey();
    const url = new URL(location.href);
    const ticket = this.tickets;
    this.scroll.recall(event.state, (saved = { x: 0, y: 0 }) => {
      // A visit asked while the visit code loaded is newer than this move: it goes on.
      if (ticket !== this.tickets) return;
      // Until the entry's page is back at its position, leaving it keeps that position.
      aimAt(saved);
      if (url.pathname === this.here.pathname && url.search === this.here.search) {
        // Back from a preview to the page underneath it: that page is shown again as it was.
        if (!ownMove) this.current?.abort();
        this.here = url;
        void restoreScroll(saved);
      } else void this.visit(url, 'restore', false, saved);
    });
  };
}

/**
 * The id of the focused control a visit asked to keep focus on ('' when nothing with an id has it
 * yet: the visit follows the focus until the page goes in), undefined when it did not ask.
 */
function keptFocusId(options: NavigateOptions): string | undefined {
  if (!options.keepFocus) return undefined;
  const focused = document.activeElement;
  return focused instanceof HTMLElement && focused !== document.body ? focused.id : '';
}
