import type * as CartStore from './cartStore.ts';

/** The page's cart store, as a new page has it: no cart known (each test loads it anew). */
let store: typeof CartStore;

const summary = (count: number) => ({
  ItemsCount: count,
  AmountTaxInclHtml: `${count},00&nbsp;€`,
  AmountTaxExclHtml: `${count},00&nbsp;€`,
});

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function cartEvents(): { source: string; count: number }[] {
  const seen: { source: string; count: number }[] = [];
  document.addEventListener('vitrine:cart-changed', (event) => {
    const { source, cart } = (event as CustomEvent).detail;
    seen.push({ source, count: cart.ItemsCount });
  });
  return seen;
}

describe('cart store', () => {
  let release: () => void = () => {};
  beforeEach(async () => {
    document.head.innerHTML =
      '<script type="application/json" id="vitrine-settings">{"culture":"fr","appPath":"/"}</script>';
    vi.resetModules();
    store = await import('./cartStore.ts');
  });
  afterEach(() => release());

  it('takes any cart answer and tells integrators with its source', () => {
    const seen = cartEvents();
    expect(store.applyCart(summary(3), 'add-to-cart')).toBe(true);
    expect(store.cartCount.value).toBe(3);
    expect(seen.at(-1)).toEqual({ source: 'add-to-cart', count: 3 });
  });

  it('refuses an answer that is no cart and keeps what it had', () => {
    store.applyCart(summary(2), 'add-to-cart');
    expect(store.applyCart({ ItemsCount: 'many' }, 'x')).toBe(false);
    expect(store.applyCart('<html>', 'x')).toBe(false);
    expect(store.cartCount.value).toBe(2);
  });

  it('tells a watcher of each change of the full cart, not of the cart it already had', () => {
    store.applyCart({ ...summary(1), Items: [{ ShoppingCartItemId: 4, Quantity: 1, Name: 'Vase' }] }, 'page');
    const changed = vi.fn();
    const stop = store.whenCartChanges(changed);
    expect(changed).not.toHaveBeenCalled();
    store.applyCart(
      { ...summary(2), Items: [{ ShoppingCartItemId: 4, Quantity: 2, Name: 'Vase' }] },
      'other-tab',
    );
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
    store.applyCart(
      { ...summary(3), Items: [{ ShoppingCartItemId: 4, Quantity: 3, Name: 'Vase' }] },
      'other-tab',
    );
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('keeps the lines of a full answer', () => {
    store.applyCart(
      { ...summary(1), Items: [{ ShoppingCartItemId: 4, Quantity: 1, Name: 'Vase' }] },
      'cart-page',
    );
    expect(store.cartDetails.value?.Items[0]?.ShoppingCartItemId).toBe(4);
  });

  it('follows a cart-changed event an integrator fires, without firing it again', () => {
    release = store.connectCart();
    const seen = cartEvents();
    document.dispatchEvent(
      new CustomEvent('vitrine:cart-changed', { detail: { source: 'theme', cart: summary(7) } }),
    );
    expect(store.cartCount.value).toBe(7);
    expect(seen).toEqual([{ source: 'theme', count: 7 }]);
  });

  it('follows a change made in another tab', async () => {
    release = store.connectCart();
    const seen = cartEvents();
    const other = new BroadcastChannel('vitrine-cart');
    other.postMessage({ culture: 'fr', answer: summary(5) });
    await vi.waitFor(() => expect(store.cartCount.value).toBe(5));
    expect(seen).toEqual([{ source: 'other-tab', count: 5 }]);
    other.close();
  });

  it('tells the other tabs what changed here', async () => {
    release = store.connectCart();
    const other = new BroadcastChannel('vitrine-cart');
    const heard: unknown[] = [];
    other.onmessage = (event) => heard.push(event.data);
    store.applyCart(summary(6), 'cart-page');
    await vi.waitFor(() => expect(heard).toEqual([{ culture: 'fr', answer: summary(6) }]));
    other.close();
  });

  it('reads the cart again once overlapping changes are all back', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => answer(200, { ...summary(9), Items: [] }));
    let finishFirst: () => void = () => {};
    const first = store.cartWrite(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = store.cartWrite(async () => undefined);
    await second;
    expect(fetch).not.toHaveBeenCalled();
    finishFirst();
    await first;
    await vi.waitFor(() => expect(store.cartCount.value).toBe(9));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reads the cart again after a change whose answer is no cart, and resolves once it is read', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => answer(200, { ...summary(4), Items: [] }));
    await store.cartWrite(async () => true, { answersOther: true });
    expect(store.cartCount.value).toBe(4);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reads the cart again after a change that cut short the read of overlapping ones', async () => {
    const reads: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (input) =>
        new Promise((resolve, reject) => {
          const signal = (input as Request).signal;
          reads.push('read');
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          setTimeout(() => resolve(answer(200, { ...summary(reads.length), Items: [] })), 300);
        }),
    );
    let finishFirst: () => void = () => {};
    const first = store.cartWrite(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    await store.cartWrite(async () => undefined);
    finishFirst();
    await first;
    await vi.waitFor(() => expect(reads).toEqual(['read']), { interval: 5 });
    await store.cartWrite(async () => undefined); // drops that read, still on its way
    await vi.waitFor(() => expect(reads).toEqual(['read', 'read']));
    await vi.waitFor(() => expect(store.cartCount.value).toBe(2));
  });

  it('does not read the cart again after a change that overlapped nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    await store.cartWrite(async () => undefined);
    expect(fetch).not.toHaveBeenCalled();
  });
});
