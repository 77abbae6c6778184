import ky, { HTTPError as KyHttpError, TimeoutError as KyTimeoutError } from 'ky';
import { csrfToken, settings } from '../settings/index.ts';
import { HttpError } from './HttpError.ts';
import { NetworkError } from './NetworkError.ts';
import { claimKey } from './requestKeys.ts';
import { TimeoutError } from './TimeoutError.ts';

export type RequestError = HttpError | NetworkError | TimeoutError;

/** How a call ended. An abort (a newer request with the same key, an unmount) is a state, not an error. */
export type Outcome<T> =
  | { status: 'ok'; data: T }
  | { status: 'aborted' }
  | { status: 'failed'; error: RequestError };

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RequestOptions {
  /** A newer request with the same key aborts this one. */
  key?: string;
  json?: unknown;
  body?: FormData | URLSearchParams | string;
  searchParams?: URLSearchParams | Record<string, string | number | boolean>;
  signal?: AbortSignal;
  /** Milliseconds before the call fails with a TimeoutError; default 30 000. */
  timeout?: number;
  headers?: Record<string, string>;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

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

const client = ky.create({
  retry: 0,
  throwHttpErrors: true,
  credentials: 'same-origin',
  headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json, text/html;q=0.9, */*;q=0.8' },
  hooks: {
    beforeRequest: [
      (request) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          const token = csrfToken();
          if (token) request.headers.set('RequestVerificationToken', token);
        }
      },
    ],
  },
});

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
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

/** Sends a call and reports how it ended; it never throws. JSON answers are parsed, others are text. */
export async function request<T = unknown>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<Outcome<T>> {
  const url = resolveUrl(path);
  const keyed = options.key ? claimKey(options.key) : undefined;
  const signal = combine([options.signal, keyed?.signal]);
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  try {
    const response = await client(url, {
      method,
      timeout,
      ...(signal ? { signal } : {}),
      ...(options.json !== undefined ? { json: options.json } : {}),
      ...(options.body !== undefined ? { body: options.body } : {}),
      ...(options.searchParams ? { searchParams: options.searchParams } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
    });
    const data = (await readBody(response)) as T;
    if (signal?.aborted) return { status: 'aborted' };
    return { status: 'ok', data };
  } catch (error) {
    if (signal?.aborted || (error instanceof Error && error.name === 'AbortError'))
      return { status: 'aborted' };
    if (error instanceof KyHttpError) {
      const body = await readBody(error.response).catch(() => undefined);
      return {
        status: 'failed',
        error: new HttpError(error.response.status, method, url, error.response, body),
      };
    }
    if (error instanceof KyTimeoutError)
      return { status: 'failed', error: new TimeoutError(method, url, timeout) };
    return { status: 'failed', error: new NetworkError(method, url, error) };
  } finally {
    keyed?.release();
  }
}
