import type { Request, Route } from '@playwright/test';

/** The answers the probe gives a call, besides the server's own ('none': the baseline run). */
export const ANSWERS = [
  'wrong-shape',
  'null',
  'empty',
  'html-200',
  '401',
  '404',
  '500',
  'drop',
  'abort',
  'delay',
  'html-payload',
  'script-payload',
] as const;

export type AnswerKind = (typeof ANSWERS)[number];

/** How long the slow answer waits before the server's own goes. */
export const DELAY_MS = 10_000;

/** The marker a payload sets when it runs: no answer may ever set it. */
export const RAN = '__probeRan';

/** Markup that runs script when inserted as HTML, and a plain script tag. */
const PAYLOADS = {
  'html-payload': `<img src=x onerror="window.${RAN}=1"><b onmouseover="window.${RAN}=1">b</b>`,
  'script-payload': `"><script>window.${RAN}=1</script><svg onload="window.${RAN}=1">`,
} as const;

/** Whether a request asks for HTML (a page or a fragment) rather than JSON. */
export const asksHtml = (request: Request) => /^text\/html/.test(request.headers().accept ?? '');

/** Every text of a JSON answer with the payload after it: the fields the page may render. */
function withPayload(value: unknown, payload: string): unknown {
  if (typeof value === 'string') return value + payload;
  if (Array.isArray(value)) return value.map((item) => withPayload(item, payload));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withPayload(v, payload)]));
  return value;
}

/** The server's own answer with the payload in every text field (JSON) or after the markup (HTML). */
async function payloadAnswer(route: Route, payload: string): Promise<void> {
  const response = await route.fetch();
  // The body comes decoded: its encoding and length go with the original.
  const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
  const type = headers['content-type'] ?? '';
  const body = await response.text();
  const json = type.includes('json') && body !== '';
  const changed = json ? JSON.stringify(withPayload(JSON.parse(body), payload)) : body + payload;
  return route.fulfill({ status: response.status(), headers, body: changed });
}

/** A status answered as the shop's CMS answers it: JSON `{Message}` for a call, a page for HTML. */
function statusAnswer(route: Route, status: number): Promise<void> {
  if (asksHtml(route.request()))
    return route.fulfill({
      status,
      contentType: 'text/html',
      body: `<!doctype html><title>${status}</title><main><h1>${status}</h1></main>`,
    });
  // A Message as the shop writes it: in the page's language.
  return route.fulfill({ status, json: { Message: `Erreur ${status} (sonde)` } });
}

/** The bodies that are no answer the call can use, with a 200. */
const MALFORMED: Partial<Record<AnswerKind, { contentType: string; body: string }>> = {
  'wrong-shape': { contentType: 'application/json', body: '{"Probe":"wrong shape","Items":7,"Message":5}' },
  null: { contentType: 'application/json', body: 'null' },
  empty: { contentType: 'application/json', body: '' },
  'html-200': {
    contentType: 'text/html',
    body: '<!doctype html><title>Maintenance</title><main><h1>Maintenance</h1></main>',
  },
};

/**
 * Answers a probed call with `kind` (all but `abort` and `delay`, which the attempt drives: they
 * need the page to move meanwhile). Only the payloads and the delay reach the server: every other
 * answer leaves its state as it was.
 */
export async function answerWith(route: Route, kind: AnswerKind): Promise<void> {
  const malformed = MALFORMED[kind];
  if (malformed) return route.fulfill({ status: 200, ...malformed });
  if (kind === '401' || kind === '404' || kind === '500') return statusAnswer(route, Number(kind));
  if (kind === 'drop') return route.abort('connectionreset');
  if (kind === 'html-payload' || kind === 'script-payload') return payloadAnswer(route, PAYLOADS[kind]);
  throw new Error(`the attempt answers ${kind} itself`);
}
