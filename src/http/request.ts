import ky, { HTTPError as KyHttpError, TimeoutError as KyTimeoutError } from 'ky';
import { settings } from '../settings/index.ts';
import { ForeignOriginError } from './ForeignOriginError.ts';
import { HttpError } from './HttpError.ts';
import { NetworkError } from './NetworkError.ts';
import { isPageOrigin, requestHeaders } from './requestHeaders.ts';
import { claimKey } from './requestKeys.ts';
import { TimeoutError } from './TimeoutError.ts';

export type RequestError = HttpError | NetworkError | TimeoutError | ForeignOriginError;

/**
 * How a call ended, by `kind`. An abort (a newer request with the same key, an unmount) is a
 * state, not an error. `url` is the address that answered, after redirects.
 */
export type Outcome<T> =
  | { kind: 'ok'; data: T; url: string }
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
  /** Milliseconds before the call fails with a TimeoutError; default 30 000. */
  timeout?: number;
  /**
   * `html` asks for a page or fragment (`Accept: text/html`) and gives its text, from the page's
   * origin only (another origin fails with a ForeignOriginError, unsent); default `json`.
   */
  expect?: 'json' | 'html';
  headers?: Record<string, string>;
  /**
   * Sends the CSRF token with a GET too (to the page's origin only), for a CMS call that changes
   * something although it is a GET; non-GET calls always carry it. Default `false`.
   */
  csrf?: boolean;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

const ACCEPT = {
  json: 'application/json, text/html;q=0.9, */*;q=0.8',
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

const client = ky.create({ retry: 0, throwHttpErrors: true, credentials: 'same-origin' });

async function readBody(response: Response, expected: 'json' | 'html'): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return expected === 'html' ? '' : undefined;
  const type = response.headers.get('content-type') ?? '';
  // Static file servers send a file without an extension as octet-stream (or untyped): the static
  // export of the fixture shop keeps JSON answers at their own address (fixtures/export/README.md).
  const untyped = type === '' || type.startsWith('application/octet-stream');
  if (expected === 'json' && (type.includes('json') || untyped)) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function combine(signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const present = signals.filter((s): s is AbortSignal => s !== undefined);
  if (present.length <= 1) return present[0];
  return AbortSignal.any(present);
}

/** The ky options of a call; the header policy (`requestHeaders`) has the last word. */
function kyOptions(
  method: Method,
  url: string,
  options: RequestOptions,
  signal: AbortSignal | undefined,
  timeout: number,
) {
  const policy = requestHeaders(method, url, { csrf: options.csrf === true });
  return {
    method,
    timeout,
    headers: { Accept: ACCEPT[options.expect ?? 'json'], ...options.headers, ...policy },
    ...(signal ? { signal } : {}),
    ...(options.json !== undefined ? { json: options.json } : {}),
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.searchParams ? { searchParams: options.searchParams } : {}),
  };
}

/** The request error of a thrown ky failure. */
async function requestError(
  error: unknown,
  method: Method,
  url: string,
  options: RequestOptions,
  timeout: number,
) {
  if (error instanceof KyHttpError) {
    const body = await readBody(error.response, options.expect ?? 'json').catch(() => undefined);
    return new HttpError(error.response.status, method, url, error.response, body);
  }
  if (error instanceof KyTimeoutError) return new TimeoutError(method, url, timeout);
  return new NetworkError(method, url, error);
}

/**
 * Sends a call and reports how it ended; it never throws. JSON answers are parsed, others (and
 * every answer with `expect: 'html'`) are text. Request errors carry the absolute address asked for.
 * Its headers follow `requestHeaders` (CSRF token only to the page's origin; on a GET only with
 * `csrf: true`).
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
  try {
    const response = await client(url, kyOptions(method, url, options, signal, timeout));
    const data = (await readBody(response, options.expect ?? 'json')) as T;
    if (signal?.aborted) return { kind: 'aborted' };
    return { kind: 'ok', data, url: response.url || url };
  } catch (error) {
    if (signal?.aborted || (error instanceof Error && error.name === 'AbortError'))
      return { kind: 'aborted' };
    return { kind: 'failed', error: await requestError(error, method, url, options, timeout) };
  } finally {
    keyed?.release();
  }
}
