import { applyCart, cartWrite, isCartSummary, type Outcome, request } from '../../src/index.ts';

/** One cart call from the checkout (JSON body); a cart answer goes to the store, so the summary and header follow. */
export async function cartCall(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: Record<string, string | number>,
  signal: AbortSignal,
): Promise<Outcome<unknown>> {
  const outcome = await cartWrite(() => request(method, path, { json: body, signal }));
  if (outcome.kind === 'ok' && isCartSummary(outcome.data)) applyCart(outcome.data, 'checkout');
  return outcome;
}
