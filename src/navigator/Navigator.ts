import { settings } from '../settings/index.ts';
import { AjaxForms } from './AjaxForms.ts';
import { addAnnouncer, removeAnnouncer } from './a11y.ts';
import { anchorTarget, scrollToAnchor } from './anchorScroll.ts';
import type { FetchedPage } from './fetchPage.ts';
import { leaveTo } from './followUrl.ts';
import { readVitrineState, type ScrollPosition, saveScroll } from './historyState.ts';
import { fadeInitialLoader } from './initialLoader.ts';
import { type LinkDelegate, type LinkElement, LinkObserver } from './LinkObserver.ts';
import { isSamePageAnchor } from './linkRules.ts';
import { restoreScroll } from './scrollTo.ts';
import type { WidgetHost } from './swap.ts';
import { decideNavigation } from './urlPolicy.ts';
import type { Visit, VisitAction } from './Visit.ts';

/** Options of `window.vitrine.navigate(url, options)`. */
export interface NavigateOptions {
  /** Replace the current history entry instead of adding one; default false. */
  replace?: boolean;
  /** Bypass the HTTP cache for this page; default false (or the `pageCache: false` setting). */
  noCache?: boolean;
}

const SAVE_SCROLL_MS = 120;
/** A request sent on a mouse press is dropped when no click has taken it after this long. */
const PRESS_HOLD_MS = 2000;

/** A page requested when the mouse button went down on its link, waiting for the click. */
interface EarlyRequest {
  href: string;
  noCache: boolean;
  controller: AbortController;
  request: Promise<FetchedPage>;
}

let visitCode: Promise<typeof import('./Visit.ts')> | undefined;

/** The visit code is a chunk of its own, fetched when the browser is idle after start (or on use). */
function loadVisit(): Promise<typeof import('./Visit.ts')> {
  visitCode ??= import('./Visit.ts');
  return visitCode;
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
export class Navigator implements LinkDelegate {
  private readonly links = new LinkObserver(this);
  private readonly forms: AjaxForms;
  private current: Visit | undefined;
  private here = new URL(location.href);
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  private started = false;
  private tickets = 0;
  private early: EarlyRequest | undefined;
  private earlyTimer: ReturnType<typeof setTimeout> | undefined;
  private cancelLoaderFade = (): void => {};

  constructor(private readonly widgets: WidgetHost) {
    this.forms = new AjaxForms(widgets, (url) => this.navigate(url));
  }

  /** Starts taking links, forms and history; restores the scroll of a reloaded page. Safe twice. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.here = new URL(location.href);
    history.scrollRestoration = 'manual';
    const saved = readVitrineState();
    if (saved) void restoreScroll(saved.scroll);
    else saveScroll();
    addAnnouncer();
    window.addEventListener('popstate', this.onPopState);
    window.addEventListener('scroll', this.onScroll, { passive: true });
    window.addEventListener('pagehide', saveScroll);
    this.links.start();
    this.forms.start();
    this.cancelLoaderFade = fadeInitialLoader();
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 200));
    idle(() => void loadVisit());
  }

  /** Stops everything, in reverse order, aborting a visit under way. Safe to call twice. */
  stop(): void {
    if (!this.started) return;
    this.started = false;
    this.cancelLoaderFade();
    this.unpress();
    this.current?.abort();
    this.forms.stop();
    this.links.stop();
    clearTimeout(this.saveTimer);
    window.removeEventListener('pagehide', saveScroll);
    window.removeEventListener('scroll', this.onScroll);
    window.removeEventListener('popstate', this.onPopState);
    removeAnnouncer();
    history.scrollRestoration = 'auto';
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
    const action: VisitAction = options.replace || target.href === this.here.href ? 'replace' : 'push';
    return this.visit(target, action, options.noCache ?? false);
  }

  /**
   * Asked by the link observer: same-page anchors only when their target exists; never `href="#"`
   * (a script's button, not a page).
   */
  willFollow(url: URL, link: LinkElement): boolean {
    if (link.getAttribute('href')?.startsWith('#') && !url.hash) return false;
    if (!isSamePageAnchor(url, this.here)) return true;
    return anchorTarget(url.hash) !== null;
  }

  /** Told by the link observer. `data-no-cache` on the link bypasses the HTTP cache. */
  follow(url: URL, link: LinkElement): void {
    void this.navigate(url, { noCache: linkNoCache(link) });
  }

  /**
   * Told by the link observer when a mouse button goes down on a link it would take: the page is
   * requested now, and the visit the click starts takes that request (a click lands 50 to 150 ms
   * after the press). Nothing on screen changes and no event fires until the click.
   */
  press(url: URL, link: LinkElement): void {
    this.unpress();
    if (isSamePageAnchor(url, this.here)) return;
    const noCache = pageNoCache(linkNoCache(link));
    const controller = new AbortController();
    const request = loadVisit().then(({ fetchPage }) =>
      fetchPage(url, { signal: controller.signal, noCache }),
    );
    request.catch(() => undefined); // dropped unused: nobody awaits it
    this.early = { href: url.href, noCache, controller, request };
    this.earlyTimer = setTimeout(() => this.unpress(), PRESS_HOLD_MS);
  }

  /** Told when the click after a press was not taken: the early request is cancelled. */
  unpress(): void {
    clearTimeout(this.earlyTimer);
    this.early?.controller.abort();
    this.early = undefined;
  }

  /** The early request for this visit, if the press was on the same page; any other is cancelled. */
  private takeEarly(url: URL, noCache: boolean): EarlyRequest | undefined {
    const early = this.early;
    if (early?.href === url.href && early.noCache === noCache) {
      clearTimeout(this.earlyTimer);
      this.early = undefined;
      return early;
    }
    this.unpress();
    return undefined;
  }

  private async visit(
    url: URL,
    action: VisitAction,
    noCache: boolean,
    scroll?: ScrollPosition,
  ): Promise<unknown> {
    const ticket = ++this.tickets;
    this.current?.abort();
    const options = { action, noCache: pageNoCache(noCache), ...(scroll ? { scroll } : {}) };
    const early = this.takeEarly(url, options.noCache);
    const { Visit } = await loadVisit();
    // A newer visit (or stop) came while the visit code loaded: this one never started.
    if (ticket !== this.tickets || !this.started) {
      early?.controller.abort();
      return 'aborted';
    }
    const visit = new Visit(
      url,
      { ...options, ...(early ? { early } : {}) },
      {
        widgets: this.widgets,
        leaving: () => this.saveScrollNow(),
        arrived: (final) => {
          this.here = final;
        },
      },
    );
    this.current = visit;
    return visit.run().finally(() => {
      if (this.current === visit) this.current = undefined;
    });
  }

  private async scrollToAnchor(url: URL, replace: boolean): Promise<void> {
    const target = anchorTarget(url.hash);
    if (!target) return;
    this.flushScroll();
    if (replace) history.replaceState(history.state, '', url.href);
    else history.pushState({ vitrine: { scroll: { x: scrollX, y: scrollY } } }, '', url.href);
    this.here = url;
    await scrollToAnchor(target);
  }

  /**
   * Saves the scroll position of the page being left, pending or not: a scroll made just before
   * the click may not have fired its scroll event yet.
   */
  private saveScrollNow(): void {
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    saveScroll();
  }

  /** Saves the scroll position now if a save is pending (history.replaceState is not free). */
  private flushScroll(): void {
    if (this.saveTimer === undefined) return;
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    saveScroll();
  }

  private readonly onScroll = (): void => {
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => {
      this.saveTimer = undefined;
      saveScroll();
    }, SAVE_SCROLL_MS);
  };

  private readonly onPopState = (event: PopStateEvent): void => {
    const saved = readVitrineState(event.state);
    if (!saved) return;
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    const url = new URL(location.href);
    const sameDocument = url.pathname === this.here.pathname && url.search === this.here.search;
    if (sameDocument) {
      this.current?.abort();
      this.here = url;
      void restoreScroll(saved.scroll);
      return;
    }
    void this.visit(url, 'restore', false, saved.scroll);
  };
}
