import { BadAnswerError, type Outcome, request, resolveUrl } from '../http/index.ts';
import { isCartSummary } from './cartAnswer.ts';
import { applyCart, cartWrite } from './cartStore.ts';

type Method = 'POST' | 'PUT' | 'DELETE';

/**
 * One cart change from a widget (`source`, the name its cart-changed events carry): the call
 * (JSON body), counted as a cart write so overlapping changes settle, and a cart answer goes to
 * the store (page, header, mini cart and other tabs follow). An answer that is no cart fails with a
 * BadAnswerError: every cart call answers the cart, so anything else is a broken answer.
 */
export async function cartCall(
  source: string,
  method: Method,
  path: string,
  body: Record<string, string | number> | undefined,
  signal?: AbortSignal,
): Promise<Outcome<unknown>> {
  const outcome = await cartWrite(() =>
    request(method, path, { ...(body ? { json: body } : {}), ...(signal ? { signal } : {}) }),
  );
  if (outcome.kind !== 'ok') return outcome;
  if (isCartSummary(outcome.data)) {
    applyCart(outcome.data, source);
    return outcome;
  }
  const url = new URL(resolveUrl(path), location.href).href;
  return { kind: 'failed', error: new BadAnswerError(200, method, url, 'the answer is no cart') };
}
