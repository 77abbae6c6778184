import { setBusy } from '../arrival/focusContent.ts';
import type { ScrollPosition } from '../arrival/historyState.ts';
import { dispatch } from '../events/index.ts';
import { HttpError } from '../http/HttpError.ts';
import { NetworkError } from '../http/NetworkError.ts';
import type { RequestError } from '../http/request.ts';
import { TimeoutError } from '../http/TimeoutError.ts';
import { contentRegion } from '../page/contentRegion.ts';
import { pageReady } from '../page/pageLifecycle.ts';
import { settings } from '../settings/index.ts';
import { clearAnimation, DEFAULT_TIMING } from './animate.ts';
import { startPage, welcomePage } from './arrive.ts';
import type { FetchedPage } from './fetchPage.ts';
import { fullLoadError, fullLoadMove, isQuietFullLoad, loadInFull } from './fullLoad.ts';
import { NotAPageError } from './NotAPageError.ts';
import { pageAssets } from './PageAssets.ts';
import type { CachedPage, PageCache } from './PageCache.ts';
import { parsePage } from './parsePage.ts';
import { type Preview, showPreview } from './preview.ts';
import { animateIn, commitPreview, previewPainted, renderInTransition, renderNow } from './renderPage.ts';
import type { WidgetHost } from './swap.ts';
import { type TransitionSwap, usesViewTransition } from './viewTransition.ts';
import { placeScroll, type VisitAction, writeHistory } from './visitHistory.ts';
import {
  endLongLoading,
  leavePage,
  markBusy,
  sendRequest,
  type VisitRequestOptions,
} from './visitRequest.ts';
import { canMove, type VisitState } from './visitState.ts';

export { fetchPage } from './fetchPage.ts';
export { PageCache } from './PageCache.ts';
export type { VisitAction } from './visitHistory.ts';

export interface VisitOptions extends VisitRequestOptions {
  action: VisitAction;
  /** For restore visits (and a page refreshed in place, `keepScroll`): where the page was scrolled. */
  scroll?: ScrollPosition;
  /** The page's cached copy, shown as an inert preview while the fresh copy loads. */
  cached?: CachedPage;
  /** The page cache, which keeps the fresh page once it is in place. */
  cache?: PageCache;
  /**
   * The id of the control that keeps focus across the visit (else the new page's heading gets it);
   * set ('' included) when the visit keeps the focus, which then follows the customer until the swap.
   */
  focusId?: string;
  /** The customer signed in meanwhile (the login modal): the page's session parts are replaced too. */
  session?: boolean;
}

/** What a visit tells as it goes (Turbo's VisitDelegate): the navigator implements it. */
export interface VisitDelegate {
  /** The leave was not cancelled and the request is sent; nothing on screen changed yet. */
  visitStarted(visit: Visit): void;
  /** The cached copy is on screen as a preview; history and scroll saving wait for the fresh copy. */
  visitPreviewed(visit: Visit): void;
  /** The new page is in place and history written, at its final address `url`. */
  visitRendered(visit: Visit, url: URL): void;
  /** The visit finished: in-animation done, scripts run, widgets mounted. */
  visitCompleted(visit: Visit): void;
  /** The request failed (`vitrine:page-error` fired); the page being left stays as it was. */
  visitFailed(visit: Visit, error: RequestError): void;
}

function isRequestError(error: unknown): error is RequestError {
  return error instanceof HttpError || error instanceof NetworkError || error instanceof TimeoutError;
}

/**
 * One page visit as an explicit state machine (see `visitState.ts`), dispatching the
 * `vitrine:page-*` events in the order of `visitState.ts` and telling its delegate how it goes.
 * `abort()` ends it from any running state. Each step's work is done elsewhere: the request
 * (`visitRequest.ts`), the swap (`renderPage.ts`), history and scroll (`visitHistory.ts`), the
 * arrival (`arrive.ts`).
 */
export class Visit {
  state: VisitState = 'initialized';
  private readonly controller: AbortController;
  private preview: Preview | undefined;
  /** Animation timing: the defaults, overridden by the settings' `pageAnimation` ({ out, in, cap }). */
  private readonly timing = { ...DEFAULT_TIMING, ...(settings().pageAnimation as object | undefined) };
  /** Whether this visit animates through a view transition rather than its own animations. */
  private readonly transitions = usesViewTransition();
  private transition: TransitionSwap<HTMLElement | null> | undefined;
  /** The visit's history entry is written (the preview's); the fresh copy rewrites it. */
  private historyWritten = false;

  constructor(
    readonly url: URL,
    readonly options: VisitOptions,
    private readonly widgets: WidgetHost,
    private readonly delegate: VisitDelegate,
  ) {
    this.controller = options.early?.controller ?? new AbortController();
  }

  /** Ends a running visit: cancels its request and animations and fires `vitrine:page-abort`. */
  abort(): void {
    if (!this.move('aborted')) return;
    this.controller.abort();
    this.cleanUp();
    dispatch('vitrine:page-abort', { url: this.url.href, status: 0 });
  }

  /** Runs the visit to its end. Resolves with the state it ended in. */
  async run(): Promise<VisitState> {
    this.move('leaving');
    if (!dispatch('vitrine:page-leave', { url: this.url.href }, { cancelable: true })) {
      this.move('canceled');
      this.controller.abort(); // a request sent at the press
      return this.state;
    }
    if (!this.move('fetching')) return this.state;
    if (this.options.cached) return this.runWithPreview(this.options.cached);
    const page = await this.fetch();
    if (!page || !this.move('swapping')) return this.state;
    return this.swap(page);
  }

  /**
   * A revisit: the cached copy is shown at once (inert, no widget started, not announced) while the
   * request runs, then the fresh copy replaces it in place. A failed request takes the preview away.
   */
  private async runWithPreview(cached: CachedPage): Promise<VisitState> {
    dispatch('vitrine:page-fetch', { url: this.url.href });
    this.delegate.visitStarted(this);
    const cachedUrl = new URL(cached.href);
    cachedUrl.hash = this.url.hash;
    const doc = this.options.cache?.documentOf(cached) ?? parsePage(cached.html, cached.nonce, cached.href);
    await pageAssets.loadStyles(doc, cachedUrl);
    if (!this.is('fetching')) return this.state;
    this.preview = showPreview(doc, cachedUrl) ?? undefined;
    if (this.preview && this.move('previewing')) {
      this.delegate.visitPreviewed(this);
      this.historyWritten = writeHistory(cachedUrl, this.options.action, this.historyWritten);
      placeScroll(this.preview.region, cachedUrl, this.options.scroll, this.controller.signal);
    }
    // Sent once the preview is in: sending takes a few ms the preview would otherwise wait for.
    const request = sendRequest(this.url, this.options, this.controller.signal);
    request.catch(() => undefined); // awaited below, unless the visit ends first
    // The fresh copy goes in after the preview's first frame. An answer already there (the hover's
    // or the press's request) would otherwise go in within the click's task: the preview, then the
    // fresh copy's parse, swap and widgets, all before anything is painted.
    const painted = this.preview ? previewPainted() : undefined;
    let page: FetchedPage;
    try {
      page = await request;
    } catch (error) {
      if (this.is('fetching') || this.is('previewing')) this.fail(error);
      return this.state;
    }
    await painted;
    if (!this.move('swapping') || this.loadsInFull(page)) return this.state;
    const preview = this.preview;
    if (!preview) return this.swap(page);
    await pageAssets.loadStyles(page.doc, page.url);
    if (!this.is('swapping')) return this.state;
    const incoming = contentRegion(page.doc);
    const region = commitPreview(preview, page, this.widgets);
    if (!region || !incoming) {
      this.fail(new NotAPageError(page.url.href));
      return this.state;
    }
    this.preview = undefined;
    return this.enter(page, region, incoming, false);
  }

  /** Sends the request (or takes the press's) while the out-animation runs; undefined when it ended. */
  private async fetch(): Promise<FetchedPage | undefined> {
    const request = sendRequest(this.url, this.options, this.controller.signal);
    const answer = markBusy(request);
    dispatch('vitrine:page-fetch', { url: this.url.href });
    this.delegate.visitStarted(this);
    await leavePage(this.transitions ? undefined : this.timing, this.controller.signal);
    if (!this.is('fetching')) return undefined;
    try {
      return await answer();
    } catch (error) {
      if (this.is('fetching')) this.fail(error);
      return undefined;
    }
  }

  /**
   * A page of another release, or one marked `data-vitrine-reload`, is loaded in full, not swapped
   * in (`fullLoad.ts`); true when the visit ends so.
   */
  private loadsInFull(page: FetchedPage): boolean {
    const error = fullLoadError(page.doc, page.url);
    if (error) this.fail(error);
    return error !== undefined;
  }

  private async swap(page: FetchedPage): Promise<VisitState> {
    if (this.loadsInFull(page)) return this.state;
    await pageAssets.loadStyles(page.doc, page.url);
    if (!this.is('swapping')) return this.state;
    const incoming = contentRegion(page.doc);
    let region: HTMLElement | null;
    if (this.transitions) {
      const current = () => this.is('swapping');
      this.transition = renderInTransition(page, this.timing, this.widgets, this.options, current);
      region = await this.transition.updated;
    } else region = renderNow(page, incoming, this.widgets, this.options);
    if (!this.is('swapping')) return this.state;
    if (!region || !incoming) {
      this.fail(new NotAPageError(page.url.href));
      return this.state;
    }
    return this.enter(page, region, incoming, true);
  }

  /**
   * The new page is in place (swapped, or a preview refreshed in place): history, scroll (not for
   * a refreshed preview: it keeps where the customer is), scripts, widgets, the in-animation (not
   * for a preview: nothing that has not changed moves), focus and the title announced.
   */
  private async enter(
    page: FetchedPage,
    region: HTMLElement,
    incoming: Element,
    swapped: boolean,
  ): Promise<VisitState> {
    // The same address before this visit (a page refreshed in place): its title is not said again.
    const newTitle = this.historyWritten || location.href !== page.url.href;
    this.historyWritten = writeHistory(page.url, this.options.action, this.historyWritten);
    this.delegate.visitRendered(this, page.url);
    this.options.cache?.keep(page);
    if (swapped) placeScroll(region, page.url, this.options.scroll, this.controller.signal);
    const scripts = startPage(page, region, incoming, this.widgets, this.options.session);
    this.move('entering');
    if (swapped) await animateIn(region, this.transition, this.timing, this.controller.signal);
    if (!this.is('entering')) return this.state;
    welcomePage(region, page.url, this.options.focusId, newTitle);
    await scripts;
    if (!this.move('finished')) return this.state;
    pageReady(page.url.href, region);
    dispatch('vitrine:page-finished', { url: page.url.href });
    this.options.cache?.visited(page.url);
    this.delegate.visitCompleted(this);
    return this.state;
  }

  /**
   * A failed request is told to the delegate (the page stays); anything else (not a page, a broken
   * answer) falls back to a full page load.
   */
  private fail(error: unknown): void {
    if (!this.move('failed')) return;
    this.cleanUp();
    if (isRequestError(error)) {
      dispatch('vitrine:page-error', { url: this.url.href, status: error.status });
      this.delegate.visitFailed(this, error);
      return;
    }
    if (!isQuietFullLoad(error)) {
      dispatch('vitrine:page-error', { url: this.url.href, status: 0 });
      console.error(`[vitrine] visit to ${this.url.href} failed`, error);
    }
    // The preview's entry is the page loading now, not a second one; Back or Forward reloads theirs.
    loadInFull(this.url, fullLoadMove(this.options.action, this.historyWritten));
  }

  private cleanUp(): void {
    this.transition?.skip();
    this.transition = undefined;
    this.preview?.discard();
    this.preview = undefined;
    endLongLoading();
    clearAnimation();
    setBusy(contentRegion(), false);
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
