import { setBusy } from '../arrival/focusContent.ts';
import { contentRegion } from '../page/contentRegion.ts';
import { type AnimationTiming, animate } from './animate.ts';
import { type FetchedPage, fetchPage } from './fetchPage.ts';

/** The class on `<html>` while an answer is still pending after the out-animation. */
const LONG_LOADING = 'page-long-loading';

/** What a visit's request is made of. */
export interface VisitRequestOptions {
  noCache: boolean;
  /** The page's request, already sent when the mouse button went down on the link (and its abort). */
  early?: { request: Promise<FetchedPage>; controller: AbortController };
}

/**
 * The page's request: the one sent at the press or hover (which saves the 50 to 150 ms before the
 * click), or a new one.
 */
export function sendRequest(
  url: URL,
  options: VisitRequestOptions,
  signal: AbortSignal,
): Promise<FetchedPage> {
  return options.early?.request ?? fetchPage(url, { signal, noCache: options.noCache });
}

/**
 * Marks the page being left busy (`aria-busy` on its region) while `request` runs. Returns the
 * wait for its answer, to call after the out-animation: `page-long-loading` goes on `<html>` for
 * as long as the answer is still pending then, so that the page says it takes long only when it does.
 */
export function markBusy(request: Promise<FetchedPage>): () => Promise<FetchedPage> {
  setBusy(contentRegion(), true);
  let pending = true;
  const settle = () => {
    pending = false;
  };
  request.then(settle, settle);
  return async () => {
    if (pending) document.documentElement.classList.add(LONG_LOADING);
    const page = await request;
    endLongLoading();
    return page;
  };
}

/**
 * The out-animation of the page being left; none under a view transition (`timing` undefined),
 * where the browser captures the old page and animates it at the swap.
 */
export async function leavePage(timing: AnimationTiming | undefined, signal: AbortSignal): Promise<void> {
  if (timing) await animate('out', contentRegion() ?? document.body, timing, signal);
}

/** Takes `page-long-loading` away: the answer came, or the visit failed or was aborted first. */
export function endLongLoading(): void {
  document.documentElement.classList.remove(LONG_LOADING);
}
