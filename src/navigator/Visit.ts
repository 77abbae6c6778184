import { trackEvent } from '../analytics/dataLayer.ts';
import { dispatch } from '../events/index.ts';
import { reportFailure } from '../http/errorPolicy.ts';
import { HttpError } from '../http/HttpError.ts';
import { NetworkError } from '../http/NetworkError.ts';
import { settings } from '../settings/index.ts';
import { announce, focusContent, setBusy } from './a11y.ts';
import { anchorTarget, scrollToAnchor } from './anchorScroll.ts';
import { animate, clearAnimation, DEFAULT_TIMING, markEntering } from './animate.ts';
import { type FetchedPage, fetchPage, NotAPageError } from './fetchPage.ts';
import { commitHistory, type ScrollPosition } from './historyState.ts';
import { pageAssets } from './PageAssets.ts';
import { restoreScroll, scrollToTop } from './scrollTo.ts';
import { findRegion, swapPage, type WidgetHost } from './swap.ts';
import { canMove, type VisitState } from './visitState.ts';

export { fetchPage } from './fetchPage.ts';

/** push: a followed link; replace: `navigate(url, { replace: true })`; restore: back or forward. */
export type VisitAction = 'push' | 'replace' | 'restore';

export interface VisitOptions {
  action: VisitAction;
  noCache: boolean;
  /** The page's request, already sent when the mouse button went down on the link (and its abort). */
  early?: { request: Promise<FetchedPage>; controller: AbortController };
  /** For restore visits: where the page was scrolled. */
  scroll?: ScrollPosition;
}

/** What a visit uses from its navigator. */
export interface VisitContext {
  widgets: WidgetHost;
  /** Called once the request is sent, before anything changes: the page being left is saved. */
  leaving(): void;
  /** Called when the new page is in place, with its final address. */
  arrived(url: URL): void;
}

/**
 * One page visit as an explicit state machine (see `visitState.ts`), dispatching the
 * `vitrine:page-*` events in the order of spec section 4. `abort()` ends it from any running state.
 */
export class Visit {
  state: VisitState = 'initialized';
  private readonly controller: AbortController;

  constructor(
    readonly url: URL,
    readonly options: VisitOptions,
    private readonly context: VisitContext,
  ) {
    this.controller = options.early?.controller ?? new AbortController();
  }

  /** Animation timing: the defaults, overridden by the settings' `pageAnimation` ({ out, in, cap }). */
  private readonly timing = { ...DEFAULT_TIMING, ...(settings().pageAnimation as object | undefined) };

  /** Ends a running visit: cancels its request and animations and fires `vitrine:page-abort`. */
  abort(): void {
    if (!this.move('aborted')) return;
    this.controller.abort();
    this.cleanUp();
    dispatch('vitrine:page-abort', { url: this.url.href, status: 0 });
  }

  /** Runs the visit to its end. Resolves with the state it ended in. */
  async run(): Promise<VisitState> {
    const href = this.url.href;
    this.move('leaving');
    if (!dispatch('vitrine:page-leave', { url: href }, { cancelable: true })) {
      this.move('canceled');
      this.controller.abort(); // a request sent at the press
      return this.state;
    }
    if (!this.move('fetching')) return this.state;
    const signal = this.controller.signal;
    const request =
      this.options.early?.request ?? fetchPage(this.url, { signal, noCache: this.options.noCache });
    setBusy(findRegion(), true);
    let pending = true;
    request.then(
      () => (pending = false),
      () => (pending = false),
    );
    dispatch('vitrine:page-fetch', { url: href });
    // While the request runs: the page being left keeps its scroll position in its history entry.
    if (this.options.action !== 'restore') this.context.leaving();
    await animate('out', findRegion() ?? document.body, this.timing, signal);
    if (!this.is('fetching')) return this.state;
    if (pending) document.documentElement.classList.add('page-long-loading');
    let page: FetchedPage;
    try {
      page = await request;
    } catch (error) {
      if (this.is('fetching')) this.fail(error);
      return this.state;
    }
    document.documentElement.classList.remove('page-long-loading');
    if (!this.move('swapping')) return this.state;
    return this.swap(page);
  }

  private async swap(page: FetchedPage): Promise<VisitState> {
    const { widgets } = this.context;
    const timing = this.timing;
    const assets = pageAssets;
    await assets.loadStyles(page.doc, page.url);
    if (!this.is('swapping')) return this.state;
    const incoming = findRegion(page.doc);
    if (incoming) markEntering();
    const region = swapPage(page.doc, page.url, widgets);
    if (!region || !incoming) {
      this.fail(new NotAPageError(page.url.href));
      return this.state;
    }
    if (this.options.action !== 'restore') commitHistory(page.url, this.options.action);
    this.context.arrived(page.url);
    this.place(region, page.url);
    const scripts = Promise.all([
      assets.runScripts(region, page.url),
      assets.loadScripts(page.doc, incoming, page.url),
    ]);
    widgets.scan(region);
    dispatch('vitrine:page-swap', { url: page.url.href });
    this.move('entering');
    await animate('in', region, timing, this.controller.signal);
    if (!this.is('entering')) return this.state;
    setBusy(region, false);
    dispatch('vitrine:page-loaded', { url: page.url.href });
    focusContent(region);
    announce(document.title);
    trackEvent('VirtualPageview', {
      virtualPageURL: page.url.pathname + page.url.search,
      virtualPageTitle: document.title,
    });
    await scripts;
    if (!this.move('finished')) return this.state;
    dispatch('vitrine:page-finished', { url: page.url.href });
    return this.state;
  }

  /** Scrolls the new page: to the saved position (restore), to its anchor, or to the top. */
  private place(region: HTMLElement, url: URL): void {
    if (this.options.scroll) {
      void restoreScroll(this.options.scroll, this.controller.signal);
      return;
    }
    const target = url.hash ? anchorTarget(url.hash, region.ownerDocument) : null;
    if (target) void scrollToAnchor(target, true);
    else scrollToTop();
  }

  private fail(error: unknown): void {
    if (!this.move('failed')) return;
    this.cleanUp();
    if (error instanceof NotAPageError) {
      location.assign(this.url.href);
      return;
    }
    const status = error instanceof HttpError || error instanceof NetworkError ? error.status : 0;
    dispatch('vitrine:page-error', { url: this.url.href, status });
    if (error instanceof HttpError || error instanceof NetworkError) {
      reportFailure(error, { returnUrl: this.url.href });
    } else {
      console.error(`[vitrine] visit to ${this.url.href} failed`, error);
      location.assign(this.url.href);
    }
  }

  private cleanUp(): void {
    document.documentElement.classList.remove('page-long-loading');
    clearAnimation();
    setBusy(findRegion(), false);
  }

  /** Reads the state afresh: it changes across awaits (an abort). */
  private is(state: VisitState): boolean {
    return this.state === state;
  }

  private move(to: VisitState): boolean {
    if (!canMove(this.state, to)) return false;
    this.state = to;
    return true;
  }
}
