import { parseOptions } from '../../src/widget/options.ts';
import widget, { OPEN_FROM_URL_DELAY_MS } from './index.ts';
import { openWishlistModal } from './openWishlistModal.tsx';

vi.mock('./openWishlistModal.tsx', () => ({ openWishlistModal: vi.fn() }));

describe('wishlist-modal opened from the address', () => {
  afterEach(() => {
    vi.useRealTimers();
    history.replaceState(null, '', '/');
  });

  it('opens the modal 200 ms after the page is ready when the address asks for it (after a login)', async () => {
    expect(OPEN_FROM_URL_DELAY_MS).toBe(200);
    vi.useFakeTimers();
    history.replaceState(null, '', '/fr/catalog/products/1002?openWishlist=100201');
    document.body.innerHTML =
      '<a class="wishlist-heart" href="/fr/catalog/wishlist/popup?productVariantId=100201" data-widget="wishlist-modal">♥</a>';
    const el = document.querySelector<HTMLElement>('[data-widget]')!;
    const controller = new AbortController();
    const unmount = await widget.mount(el, parseOptions('wishlist-modal', widget.options, el), {
      name: 'wishlist-modal',
      signal: controller.signal,
    });
    await vi.advanceTimersByTimeAsync(199);
    expect(openWishlistModal).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(openWishlistModal).toHaveBeenCalledTimes(1);
    (unmount as () => void)();
    controller.abort();
  });
});
