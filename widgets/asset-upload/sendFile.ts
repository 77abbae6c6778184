import { csrfToken, HttpError, NetworkError, type Outcome, resolveUrl } from '../../src/index.ts';

export interface SendFileOptions {
  /** The input's target (`data-url`, else the form's action). */
  url: string;
  /** The multipart field name (the input's `name`). */
  field: string;
  file: File;
  /** Extra form fields (the form's hidden inputs). */
  fields?: [string, string][];
  signal: AbortSignal;
  onProgress(loaded: number, total: number): void;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Posts one file as multipart with XMLHttpRequest, for its upload progress (fetch has none). It
 * sends what `request()` sends (CSRF header, X-Requested-With) and ends the same way: an Outcome
 * whose failures are HttpError / NetworkError, so the error policy applies unchanged.
 */
export function sendFile(options: SendFileOptions): Promise<Outcome<unknown>> {
  const url = resolveUrl(options.url);
  const body = new FormData();
  for (const [name, value] of options.fields ?? []) body.append(name, value);
  body.append(options.field, options.file, options.file.name);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = (outcome: Outcome<unknown>) => {
      options.signal.removeEventListener('abort', abort);
      resolve(outcome);
    };
    xhr.open('POST', url);
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = csrfToken();
    if (token) xhr.setRequestHeader('RequestVerificationToken', token);
    xhr.upload.onprogress = (event) =>
      options.onProgress(event.loaded, event.lengthComputable ? event.total : options.file.size);
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) settle({ kind: 'ok', data, url });
      else settle({ kind: 'failed', error: new HttpError(xhr.status, 'POST', url, undefined, data) });
    };
    xhr.onerror = () => settle({ kind: 'failed', error: new NetworkError('POST', url) });
    xhr.onabort = () => settle({ kind: 'aborted' });
    if (options.signal.aborted) return settle({ kind: 'aborted' });
    options.signal.addEventListener('abort', abort, { once: true });
    xhr.send(body);
  });
}
