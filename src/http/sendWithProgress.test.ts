import { refreshSettings } from '../settings/index.ts';
import { HttpError } from './HttpError.ts';
import { NetworkError } from './NetworkError.ts';
import { sendWithProgress } from './sendWithProgress.ts';

/** An XMLHttpRequest that records what it was asked to send and answers when told. */
class RecordingXhr {
  static last: RecordingXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  responseURL = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    RecordingXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const sent = () => RecordingXhr.last as RecordingXhr;
const form = () => {
  const body = new FormData();
  body.append('file', new Blob(['x']), 'a.png');
  return body;
};

describe('sendWithProgress', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<script type="application/json" id="vitrine-settings">{"culture":"fr","appPath":"/shop","csrfToken":"tok"}</script>';
    refreshSettings();
    RecordingXhr.last = undefined;
    vi.stubGlobal('XMLHttpRequest', RecordingXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    refreshSettings();
  });

  it('posts the body under the application path with the headers request() sends, and reports progress', async () => {
    const progress: [number, number][] = [];
    const done = sendWithProgress({
      path: 'assets/upload',
      body: form(),
      signal: new AbortController().signal,
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    expect([sent().method, sent().url]).toEqual(['POST', `${location.origin}/shop/assets/upload`]);
    expect(sent().headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      RequestVerificationToken: 'tok',
    });
    sent().upload.onprogress?.({ loaded: 5, total: 10, lengthComputable: true } as ProgressEvent);
    sent().upload.onprogress?.({ loaded: 7, total: 0, lengthComputable: false } as ProgressEvent);
    sent().answer(200, '[{"Name":"a.png"}]');
    expect(await done).toMatchObject({ kind: 'ok', data: [{ Name: 'a.png' }] });
    expect(progress).toEqual([
      [5, 10],
      [7, 0],
    ]);
  });

  it('never sends the CSRF token with an upload to another origin', async () => {
    const done = sendWithProgress({
      path: 'https://uploads.other.example/put',
      body: form(),
      signal: new AbortController().signal,
      onProgress: () => undefined,
    });
    expect(sent().headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(sent().headers).not.toHaveProperty('RequestVerificationToken');
    sent().answer(204, '');
    expect(await done).toMatchObject({ kind: 'ok' });
  });

  it('ends a failed upload as the error policy expects, and an aborted one as a state', async () => {
    const signal = new AbortController().signal;
    const refused = sendWithProgress({
      path: 'assets/upload',
      body: form(),
      signal,
      onProgress: () => undefined,
    });
    sent().answer(413, '{"Message":"too big"}');
    const outcome = await refused;
    expect(outcome.kind === 'failed' && outcome.error).toBeInstanceOf(HttpError);
    expect(outcome.kind === 'failed' && outcome.error.message).toBe('POST /shop/assets/upload failed: 413');
    const dropped = sendWithProgress({
      path: 'assets/upload',
      body: form(),
      signal,
      onProgress: () => undefined,
    });
    sent().onerror?.();
    expect((await dropped).kind === 'failed' && (await dropped)).toMatchObject({
      error: expect.any(NetworkError),
    });
    const controller = new AbortController();
    const cancelled = sendWithProgress({
      path: 'assets/upload',
      body: form(),
      signal: controller.signal,
      onProgress: () => undefined,
    });
    controller.abort();
    expect(await cancelled).toEqual({ kind: 'aborted' });
  });
});
