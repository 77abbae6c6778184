import type { KyInstance } from 'ky';
import { loadOnce } from '../async/loadOnce.ts';
import { loadKy } from '../libraries/libraries.ts';
import { settings } from '../settings/index.ts';
import { BadAnswerError } from './BadAnswerError.ts';
import { ForeignOriginError } from './ForeignOriginError.ts';
import { HttpError } from './HttpError.ts';
import { NetworkError } from './NetworkError.ts';
import { isPageOrigin, requestHeaders, requestMode } from './requestHeaders.ts';
import { claimKey } from './requestKeys.ts';
import { TimeoutError } from './TimeoutError.ts';

export type RequestError = HttpError | NetworkError | TimeoutError | ForeignOriginError | BadAnswerError;

/**
 * How a call ended, by `kind`. An abort (a newer request with the same key, an unmount) is a
 * state, not an error. `url` is the address that answered, after redirects; `contentType` its
 * `Content-Type` (a JSON string and an HTML answer are both strings in `data`: only this tells
 * them apart); `policy` its `Content-Security-Policy`, whose nonce vouches for an HTML answer's
 * scripts.
 */
export type Outcome<T> =
  | { kind: 'ok'; data: T; url: string; contentType?: string; policy?: string }
  | { kind: 'aborted' }
  | { kind: 'failed'; error: RequestError };

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RequestOptions {
  /** A newer request with the same key aborts this one. */
  key?: string;
  json?: unknown;
  /** A form body (`FormData` of a form, urlencoded) or text. */
  body?: FormData | URLSearchParams | string;
  searchParams?: URLSearchParams | Record<string, string | number | boolean>;
  signal?: AbortSignal;
  /**
   * Milliseconds before the call fails with a TimeoutError; default 30 000. `false`: none (an
   * upload, which takes as long as the file needs and which the customer can cancel).
   */
  timeout?: number | false;
  /**
   * `json` (the default): the answer must be JSON (or empty, or a static server's untyped file
   * holding JSON); a body that does not parse, an HTML page or an empty body under a JSON content
   * type fails with a BadAnswerError. `html` asks for a page or fragment (`Accept: text/html`) and
   * gives its text (a JSON answer fails with a BadAnswerError), from the page's origin only
   * (another origin fails with a ForeignOriginError, unsent). `json-or-html`: a call whose contract allows either (JSON parsed, HTML as text).
   */
  expect?: Expected;
  headers?: Record<string, string>;
  /**
   * Sends the CSRF token with a GET too (to the page's origin only), for a CMS call that changes
   * something although it is a GET; non-GET calls always carry it. Default `false`.
   */
  csrf?: boolean;
}

type Expected = 'json' | 'html' | 'json-or-html';

export const DEFAULT_TIMEOUT_MS = 30_000;

const ACCEPT = {
  json: 'application/json, text/html;q=0.9, */*;q=0.8',
  'json-or-html': 'application/json, text/html;q=0.9, */*;q=0.8',
  html: 'text/html, application/xhtml+xml',
} as const;

/**
 * Resolves a call path against the application path: `api/v1/x` and `/api/v1/x` both become
 * `{appPath}api/v1/x`; absolute URLs and paths already under the application path are kept.
 */
export function resolveUrl(path: string): string {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(path)) return path;
  const appPath = settings().appPath;
  if (appPath !== '/' && path.startsWith(appPath)) return path;
  return appPath + path.replace(/^\/+/, '');
}

type Ky = Awaited<ReturnType<typeof loadKy>>;

/**
 * ky and its client, fetched on the first call: a page that makes no call never downloads ky. A
 * chunk that did not load fails that call as a network error; the next call asks again.
 */
const loadClient = loadOnce(async (): Promise<{ ky: Ky; client: KyInstance }> => {
  const ky = await loadKy();
  return { ky, client: ky.default.create({ retry: 0, throwHttpErrors: true, credentials: 'same-origin' }) };
});

/** A body that is not what the call expects; `readBody` turns it into a BadAnswerError. */
class BadBody {
  constructor(readonly reason: string) {}
}

/** The JSON of a JSON answer's text, or a BadBody when it does not parse. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return new BadBody('the body is not JSON');
  }
}

async function readBody(response: Response, expected: Expected): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  if (expected === 'html') return type.includes('json') ? new BadBody('JSON where HTML was asked for') : text;
  const json = type.includes('json');
  if (text === '') return json ? new BadBody('an empty body under a JSON content type') : undefined;
  // Static file servers send a file without an extension as octet-stream (or untyped): the static
  // export of the fixture shop keeps JSON answers at their own address (fixtures/export/README.md).
  const untyped = type === '' || type.startsWith('application/octet-stream');
  if (json || untyped) return parseJson(text);
  if (expected === 'json' && type.includes('html'))
    return new BadBody('an HTML page where JSON was asked for');
  return text;
}

function combine(signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((s): s is AbortSignal => s !== undefined);
  if (present.length <= 1) return present[0];
  return AbortSignal.any(present);
}

/**
 * The ky options of a call; the header policy (`requestHeaders`) has the last word, and the mode
 * (`requestMode`) keeps a call to the shop from following a redirect to another origin.
 */
function kyOptions(
  method: Method,
  url: string,
  options: RequestOptions,
  signal: AbortSignal | undefined,
  timeout: number | false,
) {
  const policy = requestHeaders(method, url, { csrf: options.csrf === true });
  return {
    method,
    timeout,
    mode: requestMode(url),
    headers: { Accept: ACCEPT[options.expect ?? 'json'], ...options.headers, ...policy },
    ...(signal ? { signal } : {}),
    ...(options.json !== undefined ? { json: options.json } : {}),
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.searchParams ? { searchParams: options.searchParams } : {}),
  };
}

/** The request error of a thrown ky failure (or of ky's chunk that did not load: `ky` undefined). */
async function requestError(
  ky: Ky | undefined,
  error: unknown,
  method: Method,
  url: string,
  options: RequestOptions,
  timeout: number | false,
) {
  if (ky && error instanceof ky.HTTPError) {
    const read = await readBody(error.response, options.expect ?? 'json').catch(() => undefined);
    const body = read instanceof BadBody ? undefined : read;
    return new HttpError(error.response.status, method, url, error.response, body);
  }
  if (ky && error instanceof ky.TimeoutError) return new TimeoutError(method, url, Number(timeout));
  return new NetworkError(method, url, error);
}

/**
 * Sends a call and reports how it ended; it never throws. JSON answers are parsed, others (and
 * every answer with `expect: 'html'`) are text. Request errors carry the absolute address asked for.
 * Its headers follow `requestHeaders` (X-Requested-With and the CSRF token only to the page's
 * origin; the token on a GET only with `csrf: true`). A call to the shop follows redirects within
 * the shop only: one to another origin is not followed, nothing is sent there, and the call fails
 * with a NetworkError (fetch gives no answer to tell it from a dropped connection).
 */
export async function request<T = unknown>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<Outcome<T>> {
  const url = new URL(resolveUrl(path), location.href).href;
  if (options.expect === 'html' && !isPageOrigin(url)) {
    return { kind: 'failed', error: new ForeignOriginError(method, url) };
  }
  const keyed = options.key ? claimKey(options.key) : undefined;
  const signal = combine([options.signal, keyed?.signal]);
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  let ky: Ky | undefined;
  try {
    const { ky: loaded, client } = await loadClient();
    ky = loaded;
    const response = await client(url, kyOptions(method, url, options, signal, timeout));
    const data = await readBody(response, options.expect ?? 'json');
    if (signal?.aborted) return { kind: 'aborted' };
    if (data instanceof BadBody)
      return { kind: 'failed', error: new BadAnswerError(response.status, method, url, data.reason) };
    const contentType = response.headers.get('content-type') ?? '';
    const policy = response.headers.get('content-security-policy');
    const answered = response.url || url;
    return { kind: 'ok', data: data as T, url: answered, contentType, ...(policy ? { policy } : {}) };
  } catch (error) {
    if (signal?.aborted || (error instanceof Error && error.name === 'AbortError'))
      return { kind: 'aborted' };
    return { kind: 'failed', error: await requestError(ky, error, method, url, options, timeout) };
  } finally {
    keyed?.release();
  }
}
