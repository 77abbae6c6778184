import { cartSummary, effect, replaceWithFragment, request } from '../../src/index.ts';

/** Fetches one region's fragment and puts it in place; a failure keeps what was there. */
async function refresh(region: HTMLElement, url: string, signal: AbortSignal): Promise<void> {
  region.setAttribute('aria-busy', 'true');
  const outcome = await request<string>('GET', url, { expect: 'html', signal, key: `cart-region:${url}` });
  region.removeAttribute('aria-busy');
  if (outcome.kind === 'failed') {
    // A convenience beside the cart: logged, and the region keeps its last content.
    console.warn(`[vitrine] cart-page: the cart region ${url} was not refreshed: ${outcome.error.message}`);
    return;
  }
  // HTML of the shop's own fragment endpoint (the server escapes what it puts there), through the door.
  if (outcome.kind === 'ok')
    replaceWithFragment(
      region,
      typeof outcome.data === 'string' ? outcome.data : '',
      `the cart region ${url}`,
    );
}

/**
 * The page's server-rendered parts that depend on the cart (`[data-cart-region="{fragment url}"]`,
 * e.g. the free-shipping note): fetched again after every change of the cart, since a change no
 * longer reloads the page. Returns the teardown.
 */
export function watchCartRegions(root: ParentNode, signal: AbortSignal): () => void {
  const regions = [...root.querySelectorAll<HTMLElement>('[data-cart-region]')];
  if (regions.length === 0) return () => {};
  let seen: unknown;
  return effect(() => {
    const summary = cartSummary.value;
    if (summary === null) return;
    const first = seen === undefined;
    const changed = !first && JSON.stringify(summary) !== seen;
    seen = JSON.stringify(summary);
    if (!changed) return;
    for (const region of regions) {
      const url = region.getAttribute('data-cart-region');
      if (url) void refresh(region, url, signal);
    }
  });
}
