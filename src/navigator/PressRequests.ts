import type { FetchedPage, FetchPageOptions } from './fetchPage.ts';

/** A page requested when a mouse button went down on its link, waiting for the click. */
export interface PressRequest {
  href: string;
  noCache: boolean;
  controller: AbortController;
  request: Promise<FetchedPage>;
}

/** A press request is dropped when no click has taken it after this long. */
const PRESS_HOLD_MS = 2000;
/** A hover-intent request is dropped when no click has taken it after this long. */
export const HOVER_HOLD_MS = 10_000;

/**
 * The request sent before the click: at a mouse press on a link the navigator would take (the
 * click lands 50 to 150 ms later; dropped after 2 s) or when a link is hovered or touched (dropped
 * after 10 s). One at a time, taken by the visit the click starts. `start()` and `stop()` are safe
 * to call twice; `stop()` cancels a request still waiting.
 */
export class PressRequests {
  private waiting: PressRequest | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private started = false;

  constructor(private readonly fetchPage: (url: URL, options: FetchPageOptions) => Promise<FetchedPage>) {}

  start(): void {
    this.started = true;
  }

  stop(): void {
    if (!this.started) return;
    this.started = false;
    this.cancel();
  }

  /** Requests `url` at a press, cancelling any earlier request for another page. */
  press(url: URL, noCache: boolean): void {
    this.send(url, noCache, PRESS_HOLD_MS);
  }

  /** Requests `url` on hover intent, cancelling any earlier request for another page. */
  hover(url: URL, noCache: boolean): void {
    this.send(url, noCache, HOVER_HOLD_MS);
  }

  private send(url: URL, noCache: boolean, holdMs: number): void {
    const waiting = this.waiting;
    // The hover's request serves the press that follows it.
    if (waiting?.href === url.href && waiting.noCache === noCache) return;
    this.cancel();
    if (!this.started) return;
    const controller = new AbortController();
    const request = this.fetchPage(url, { signal: controller.signal, noCache });
    request.catch(() => undefined); // dropped unused: nobody awaits it
    this.waiting = { href: url.href, noCache, controller, request };
    this.timer = setTimeout(() => this.cancel(), holdMs);
  }

  /** Cancels the request waiting for its click, if any. */
  cancel(): void {
    clearTimeout(this.timer);
    this.waiting?.controller.abort();
    this.waiting = undefined;
  }

  /** The request for this visit if the press was on the same page; any other is cancelled. */
  take(url: URL, noCache: boolean): PressRequest | undefined {
    const waiting = this.waiting;
    if (waiting?.href === url.href && waiting.noCache === noCache) {
      clearTimeout(this.timer);
      this.waiting = undefined;
      return waiting;
    }
    this.cancel();
    return undefined;
  }
}
