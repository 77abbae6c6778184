import { type Outcome, request } from '../http/index.ts';
import { isCartSummary } from './cartAnswer.ts';
import { applyCart, cartWrite } from './cartStore.ts';

type Method = 'POST' | 'PUT' | 'DELETE';

/**
 * One cart change from a widget (`source`, the name its cart-changed events carry): the call
 * (JSON body), counted as a cart write so overlapping changes settle, and a cart answer goes to
 * the store (page, header, mini cart and other tabs follow).
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
  if (outcome.kind === 'ok' && isCartSummary(outcome.data)) applyCart(outcome.data, source);
  return outcome;
}
