import type { Culture } from '../../fixtures/data/cultures.ts';
import { answerChallenge, findPayment, payWithCard } from '../../fixtures/server/payments.ts';
import { cardOfBody } from '../../fixtures/server/routes/payments.ts';
import { loadStrings, stringResources } from '../../fixtures/server/strings.ts';
import { refreshSettings } from '../../src/settings/index.ts';

/** Lets a test answer a call itself (a 500, a dropped connection) before the test PSP sees it. */
export type Fault = (url: URL, init: { method: string }) => Response | Promise<Response> | undefined;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * For unit tests in happy-dom (which cannot keep the fixture server's HttpOnly visitor cookie):
 * answers the page's `fetch` with the fixture server's own test PSP and strings, in process, so the
 * providers talk to the real card rules and seeded cards. `fault` answers a call first when it
 * returns a Response.
 */
export async function useTestPsp(culture: Culture = 'fr', fault?: Fault): Promise<void> {
  await loadStrings();
  document.head.innerHTML = `<script type="application/json" id="vitrine-settings">${JSON.stringify({ culture, csrfToken: 'test' })}</script>`;
  refreshSettings();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const faulted = await fault?.(url, { method: request.method });
    if (faulted) return faulted;
    const strings = /^\/api\/v1\/localization\/(\w+)\/stringresources$/.exec(url.pathname);
    if (strings) return json(stringResources(strings[1] as Culture));
    const call = /^\/api\/v1\/payments\/([^/]+)\/(payments|details)$/.exec(url.pathname);
    const payment = call ? findPayment(decodeURIComponent(call[1] ?? '')) : undefined;
    if (!call || !payment) return json({ Message: 'Not found' }, 404);
    const body = JSON.parse((await request.text()) || '{}');
    if (call[2] === 'payments') return json(payWithCard(payment, cardOfBody(body)));
    return json(answerChallenge(payment, { paymentData: body.paymentData, ...body.details }));
  });
}
