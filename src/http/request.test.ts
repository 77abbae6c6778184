import { BadAnswerError } from './BadAnswerError.ts';
import { ForeignOriginError } from './ForeignOriginError.ts';
import { HttpError } from './HttpError.ts';
import { NetworkError } from './NetworkError.ts';
import { request, resolveUrl } from './request.ts';
import { TimeoutError } from './TimeoutError.ts';

function answer(status: number, body: unknown, type = 'application/json'): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': type },
  });
}

describe('request', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<script type="application/json" id="vitrine-settings">{"culture":"nl","appPath":"/shop","csrfToken":"tok"}</script>';
  });

  it('prefixes the application path', () => {
    expect(resolveUrl('api/v1/x')).toBe('/shop/api/v1/x');
    expect(resolveUrl('/api/v1/x')).toBe('/shop/api/v1/x');
    expect(resolveUrl('/shop/api/v1/x')).toBe('/shop/api/v1/x');
    expect(resolveUrl('https://cdn.example/x')).toBe('https://cdn.example/x');
  });

  it('sends the CSRF token on non-GET requests only', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer(200, { ok: 1 }));
    await request('POST', 'api/v1/a', { json: { a: 1 } });
    await request('GET', 'api/v1/b');
    const [post, get] = fetch.mock.calls.map((c) => c[0] as Request);
    expect(post?.headers.get('RequestVerificationToken')).toBe('tok');
    expect(get?.headers.get('RequestVerificationToken')).toBeNull();
  });

  it('sends the CSRF token on a GET that asks for it with csrf: true, never to another origin', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer(200, { ok: 1 }));
    await request('GET', 'assets/croptempimg/a/0/0/1/1/1/1', { csrf: true });
    await request('GET', 'https://other.example/x', { csrf: true });
    const [own, other] = fetch.mock.calls.map((c) => c[0] as Request);
    expect(own?.headers.get('RequestVerificationToken')).toBe('tok');
    expect(other?.headers.get('RequestVerificationToken')).toBeNull();
  });

  it('parses JSON answers', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer(200, { ItemsCount: 2 }));
    expect(await request('GET', 'api/v1/cart')).toMatchObject({ kind: 'ok', data: { ItemsCount: 2 } });
  });

  it('parses JSON that a static file server sends as octet-stream, and keeps other text as text', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      answer(200, '{"a":"b"}', 'application/octet-stream'),
    );
    expect(await request('GET', 'api/v1/strings')).toMatchObject({ kind: 'ok', data: { a: 'b' } });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer(200, '{"a":"b"}', 'text/plain'));
    expect(await request('GET', 'api/v1/strings')).toMatchObject({ kind: 'ok', data: '{"a":"b"}' });
  });

  it('turns a 500 into an HttpError that reads "GET /x failed: 500"', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer(500, { Message: 'boom' }));
    const outcome = await request('GET', 'api/v1/x');
    expect(outcome.kind).toBe('failed');
    if (outcome.kind !== 'failed') return;
    expect(outcome.error).toBeInstanceOf(HttpError);
    expect(outcome.error.message).toContain('GET');
    expect(outcome.error.message).toContain('/shop/api/v1/x failed: 500');
    expect((outcome.error as HttpError).body).toEqual({ Message: 'boom' });
  });

  it('turns a dropped connection into a NetworkError', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const outcome = await request('GET', 'api/v1/x');
    expect(outcome.kind === 'failed' && outcome.error).toBeInstanceOf(NetworkError);
  });

  it('turns a slow answer into a TimeoutError', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          (init?.signal ?? (_input as Request).signal)?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const outcome = await request('GET', 'api/v1/slow', { timeout: 20 });
    expect(outcome.kind === 'failed' && outcome.error).toBeInstanceOf(TimeoutError);
  });

  it('aborts the earlier request that has the same key', async () => {
    let calls = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      calls += 1;
      const n = calls;
      const signal = (input as Request).signal;
      return new Promise((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        setTimeout(() => resolve(answer(200, { n })), 10);
      });
    });
    const first = request('GET', 'api/v1/variants', { key: 'variants' });
    const second = request('GET', 'api/v1/variants', { key: 'variants' });
    expect(await first).toEqual({ kind: 'aborted' });
    expect(await second).toMatchObject({ kind: 'ok', data: { n: 2 } });
  });

  it('never sends the CSRF token to another origin', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer(200, { ok: 1 }));
    await request('POST', 'https://other.example/api/collect', { json: { a: 1 } });
    await request('POST', `${location.origin}/shop/api/v1/a`, { json: { a: 1 } });
    const [foreign, own] = fetch.mock.calls.map((c) => c[0] as Request);
    expect(foreign?.headers.get('RequestVerificationToken')).toBeNull();
    expect(own?.headers.get('RequestVerificationToken')).toBe('tok');
  });

  it('refuses HTML from another origin without sending anything', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => answer(200, '<p>x</p>', 'text/html'));
    const outcome = await request('GET', 'https://evil.example/widget/quick-view', { expect: 'html' });
    expect(outcome.kind === 'failed' && outcome.error).toBeInstanceOf(ForeignOriginError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a form body and gives an HTML answer as text, with the address that answered', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => answer(200, '<div class="answer">{"a":1}</div>', 'text/html'));
    const body = new FormData();
    body.append('Name', 'Ada');
    const outcome = await request<string>('POST', '/fr/__nav/echo', { body, expect: 'html' });
    expect(outcome).toMatchObject({ kind: 'ok', data: '<div class="answer">{"a":1}</div>' });
    const sent = fetch.mock.calls[0]?.[0] as Request;
    expect(sent.headers.get('Accept')).toContain('text/html');
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('content-type')).toContain('multipart/form-data');
  });

  it('fails with a bad answer when a JSON answer does not parse, and says which call', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      answer(200, '{"Items": [', 'application/json'),
    );
    const outcome = await request('PUT', 'api/v1/x');
    expect(outcome.kind === 'failed' && outcome.error).toBeInstanceOf(BadAnswerError);
    expect(outcome.kind === 'failed' && outcome.error.message).toBe('PUT /shop/api/v1/x failed: bad answer');
  });

  it('fails with a bad answer when a JSON call is answered with an HTML page', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      answer(200, '<!doctype html><title>Maintenance</title>', 'text/html; charset=utf-8'),
    );
    const outcome = await request('PUT', 'api/v1/x');
    expect(outcome.kind === 'failed' && outcome.error).toBeInstanceOf(BadAnswerError);
  });

  it('gives an HTML answer as text to a call that takes JSON or HTML', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer(200, '<form></form>', 'text/html'));
    const outcome = await request('POST', 'api/v1/x', { expect: 'json-or-html' });
    expect(outcome).toMatchObject({ kind: 'ok', data: '<form></form>' });
  });

  it('fails with a bad answer on an empty body under a JSON content type, not on a 204', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer(200, '', 'application/json'));
    const empty = await request('PUT', 'api/v1/x');
    expect(empty.kind === 'failed' && empty.error).toBeInstanceOf(BadAnswerError);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(null, { status: 204 }));
    expect(await request('PUT', 'api/v1/x')).toMatchObject({ kind: 'ok', data: undefined });
  });

  it('keeps a call to the shop from following a redirect out of it (mode same-origin), and sends nothing of the shop elsewhere', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer(200, { ok: 1 }));
    await request('PUT', 'api/v1/x', { json: { Quantity: 2 } });
    await request('GET', 'https://geo.example/search');
    const [own, other] = fetch.mock.calls.map((c) => c[0] as Request);
    expect(own?.mode).toBe('same-origin');
    expect(own?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(other?.mode).toBe('cors');
    expect(other?.headers.get('X-Requested-With')).toBeNull();
  });

  it('fails with a NetworkError when the browser refuses a redirect out of the shop', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    const outcome = await request('PUT', 'api/v1/x', { json: { Quantity: 2 } });
    expect(outcome.kind === 'failed' && outcome.error).toBeInstanceOf(NetworkError);
    expect(outcome.kind === 'failed' && outcome.error.message).toBe(
      'PUT /shop/api/v1/x failed: network error',
    );
  });

  it('names the absolute address in every request error', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer(404, { Message: 'no' }));
    const outcome = await request('GET', 'api/v1/x');
    expect(outcome.kind === 'failed' && outcome.error.url).toBe(`${location.origin}/shop/api/v1/x`);
  });
});
