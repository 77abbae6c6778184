import { expect, vi } from 'vitest';
import { cartCommands } from '../../../src/index.ts';

/** What the fake server answers: the held quantity change, the cart read, and other calls by path ending. */
export interface HeldQuantityAnswers {
  quantity: unknown;
  cart: unknown;
  others: Record<string, unknown>;
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/**
 * A cart server for tests of overlapping cart writes: the quantity change of line 7 is held until
 * the test lets it answer, every call is logged in order (`METHOD /path`, then `quantity answered`).
 */
function heldQuantityServer(answers: HeldQuantityAnswers) {
  const log: string[] = [];
  let release: () => void = () => {};
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = input instanceof Request ? input : new Request(input, init);
    const path = new URL(call.url).pathname;
    if (path.includes('/localization/')) return json({});
    log.push(`${call.method} ${path}`);
    if (path.endsWith('/shoppingcartitems/7')) {
      await new Promise<void>((resolve) => (release = resolve));
      log.push('quantity answered');
      return json(answers.quantity);
    }
    const other = Object.keys(answers.others).find((ending) => path.endsWith(ending));
    if (other) return json(answers.others[other]);
    if (path.endsWith('/shoppingcarts')) return json(answers.cart);
    return json({});
  });
  return { log, release: () => release() };
}

/**
 * Runs `write` while a quantity change of the cart page is still out, then lets the quantity
 * answer, and checks that the cart was read once, only after both: the order the store promises.
 */
export async function writeDuringQuantityChange(
  answers: HeldQuantityAnswers,
  write: (log: readonly string[]) => Promise<unknown>,
): Promise<void> {
  const server = heldQuantityServer(answers);
  const quantity = cartCommands.setQuantity(7, 3, { source: 'cart-page' });
  await vi.waitFor(() => expect(server.log).toContain('PUT /api/v1/shoppingcarts/shoppingcartitems/7'));
  await write(server.log);
  expect(server.log).not.toContain('GET /api/v1/shoppingcarts');
  server.release();
  await quantity;
  await vi.waitFor(() => expect(server.log.at(-1)).toBe('GET /api/v1/shoppingcarts'));
  expect(server.log.slice(server.log.indexOf('quantity answered'))).toEqual([
    'quantity answered',
    'GET /api/v1/shoppingcarts',
  ]);
}
