import { HttpError } from '../http/HttpError.ts';
import { NetworkError } from '../http/NetworkError.ts';

/** A fetched page, parsed but not yet in the document. */
export interface FetchedPage {
  /** The final address, after redirects. */
  url: URL;
  doc: Document;
}

/** The answer was not an HTML page (a file behind an extensionless URL): load it the normal way. */
export class NotAPageError extends Error {
  constructor(readonly url: string) {
    super(`GET ${url} is not an HTML page`);
    this.name = 'NotAPageError';
  }
}

export interface FetchPageOptions {
  signal: AbortSignal;
  /** Bypass the HTTP cache (a link's `data-no-cache`, or the `pageCache: false` setting). */
  noCache?: boolean;
}

/**
 * Fetches a page with plain `fetch` (ky and i18next stay out of the entry chunk). A non-2xx answer
 * throws an `HttpError`, a dropped connection a `NetworkError`; an abort rethrows the AbortError.
 */
export async function fetchPage(url: URL, options: FetchPageOptions): Promise<FetchedPage> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      signal: options.signal,
      cache: options.noCache ? 'no-store' : 'default',
      headers: { Accept: 'text/html, application/xhtml+xml', 'X-Requested-With': 'XMLHttpRequest' },
    });
  } catch (error) {
    if (options.signal.aborted) throw error;
    throw new NetworkError('GET', url.pathname + url.search, error);
  }
  if (!response.ok) throw new HttpError(response.status, 'GET', url.pathname + url.search, response);
  const type = response.headers.get('content-type') ?? '';
  if (!/html/i.test(type)) throw new NotAPageError(url.href);
  const html = await response.text();
  const finalUrl = new URL(response.url || url.href);
  if (!finalUrl.hash && url.hash) finalUrl.hash = url.hash;
  return { url: finalUrl, doc: new DOMParser().parseFromString(html, 'text/html') };
}
