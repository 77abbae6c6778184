import { HttpError } from '../http/HttpError.ts';
import { NetworkError } from '../http/NetworkError.ts';
import { requestHeaders, requestMode } from '../http/requestHeaders.ts';
import { policyNonce } from './adoptNonces.ts';
import { NotAPageError } from './NotAPageError.ts';
import { parsePage } from './parsePage.ts';

/** A fetched page, parsed but not yet in the document. */
export interface FetchedPage {
  /** The final address, after redirects. */
  url: URL;
  doc: Document;
  /** The page as the server sent it (what the page cache keeps). */
  html: string;
  /** The nonce of the answer's Content-Security-Policy ('' for none): what vouches for its scripts. */
  nonce: string;
}

export interface FetchPageOptions {
  signal: AbortSignal;
  /** Bypass the HTTP cache (a link's `data-no-cache`, or the `pageCache: false` setting). */
  noCache?: boolean;
}

/** The abort reason of `signal`, as fetch rejects with it. */
function aborted(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The visit was aborted.', 'AbortError');
}

/** The response, or the error of a request that got none (an abort rejects with its reason). */
async function send(url: URL, options: FetchPageOptions): Promise<Response> {
  const { signal } = options;
  try {
    return await fetch(url.href, {
      headers: { Accept: 'text/html, application/xhtml+xml', ...requestHeaders('GET', url) },
      // A page of the shop follows redirects within the shop only: X-Requested-With never goes
      // to another origin (the visit fails as one that got no answer).
      mode: requestMode(url),
      credentials: 'same-origin',
      // The browser asks the server, not its HTTP cache.
      ...(options.noCache ? { cache: 'no-store' as const } : {}),
      signal,
    });
  } catch (error) {
    throw signal.aborted ? aborted(signal) : new NetworkError('GET', url.href, error);
  }
}

/**
 * Requests a page with `fetch`, the headers of `request` (`requestHeaders`) and its mode
 * (`requestMode`: a redirect to another origin is not followed). A non-2xx answer throws an
 * `HttpError`, an answer that is not HTML a `NotAPageError`, a dropped connection (or a redirect
 * out of the shop) a `NetworkError`; an abort rejects with the signal's reason.
 */
export async function fetchPage(url: URL, options: FetchPageOptions): Promise<FetchedPage> {
  const { signal } = options;
  if (signal.aborted) throw aborted(signal);
  const response = await send(url, options);
  let html: string;
  try {
    html = await response.text();
  } catch (error) {
    throw signal.aborted ? aborted(signal) : new NetworkError('GET', url.href, error);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok) {
    const copy = new Response(html, { status: response.status, headers: { 'content-type': type } });
    throw new HttpError(response.status, 'GET', url.href, copy);
  }
  if (!/html/i.test(type)) throw new NotAPageError(url.href);
  const finalUrl = new URL(response.url || url.href);
  if (!finalUrl.hash && url.hash) finalUrl.hash = url.hash;
  const nonce = policyNonce(response.headers.get('content-security-policy'));
  return { url: finalUrl, doc: parsePage(html, nonce, finalUrl), html, nonce };
}
