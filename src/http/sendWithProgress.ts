import { HttpError } from './HttpError.ts';
import { NetworkError } from './NetworkError.ts';
import { type Outcome, resolveUrl } from './request.ts';
import { requestHeaders } from './requestHeaders.ts';

export interface ProgressUpload {
  /** The call's path, resolved against the application path as `request` does. */
  path: string;
  /** The multipart body. */
  body: FormData;
  /** The mount's signal (or one combined with it): an abort ends the call as `aborted`. */
  signal: AbortSignal;
  /** Bytes sent so far, and the total (0 when the browser cannot tell). */
  onProgress(loaded: number, total: number): void;
  /** Default `POST`. */
  method?: 'POST' | 'PUT';
}

function parse(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Sends a form body with `XMLHttpRequest`, for its upload progress (fetch has none). It sends the
 * headers `request` sends (`requestHeaders`: X-Requested-With, the CSRF token to the page's
 * origin only) and ends the same way: an `Outcome` that never rejects, whose failures are
 * `HttpError` / `NetworkError` with the absolute address, so the error policy applies unchanged.
 */
export function sendWithProgress<T = unknown>(upload: ProgressUpload): Promise<Outcome<T>> {
  const method = upload.method ?? 'POST';
  const url = new URL(resolveUrl(upload.path), location.href).href;
  const { signal } = upload;
  return new Promise((resolve) => {
    if (signal.aborted) return resolve({ kind: 'aborted' });
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = (outcome: Outcome<T>) => {
      signal.removeEventListener('abort', abort);
      resolve(outcome);
    };
    xhr.open(method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(requestHeaders(method, url))) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) =>
      upload.onProgress(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        return settle({ kind: 'ok', data: data as T, url: xhr.responseURL || url });
      }
      settle({ kind: 'failed', error: new HttpError(xhr.status, method, url, undefined, data) });
    };
    xhr.onerror = () => settle({ kind: 'failed', error: new NetworkError(method, url) });
    xhr.onabort = () => settle({ kind: 'aborted' });
    signal.addEventListener('abort', abort, { once: true });
    xhr.send(upload.body);
  });
}
