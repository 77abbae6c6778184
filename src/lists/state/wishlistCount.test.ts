import { refreshSettings } from '../../settings/index.ts';
import {
  applyWishlistCount,
  ensureWishlistCount,
  markInWishlist,
  parseWishlistCount,
  wishlistCount,
  wishlistVariants,
} from './wishlistCount.ts';

describe('asking the server for the wishlist count', () => {
  function pageOf(customer: string): void {
    const block = JSON.stringify({ culture: 'fr', ...(customer ? { customer } : {}) });
    document.head.innerHTML = `<script type="application/json" id="vitrine-settings">${block}</script>`;
    refreshSettings();
  }

  afterEach(() => {
    vi.restoreAllMocks();
    document.head.innerHTML = '';
    refreshSettings();
  });

  it('does not ask on a guest’s page, where the CMS would answer 401', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 401 }));
    pageOf('');
    ensureWishlistCount();
    await new Promise((resolve) => setTimeout(resolve, 0)); // a call would have reached fetch by now
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks on a signed-in customer’s page while the store does not know the count', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ Count: 0, ProductVariantIds: [] }));
    pageOf('c-1');
    ensureWishlistCount();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  });
});

describe('the wishlist count store', () => {
  it('reads a products/count answer and refuses other shapes', () => {
    expect(parseWishlistCount({ Count: 2, ProductVariantIds: [1, 'x', 3] })).toEqual({
      Count: 2,
      ProductVariantIds: [1, 3],
    });
    expect(parseWishlistCount({ Count: 'two' })).toBeUndefined();
    expect(parseWishlistCount('<html>')).toBeUndefined();
  });

  it('puts an answer in the store and marks an added variant at once', () => {
    applyWishlistCount({ Count: 1, ProductVariantIds: [100101] });
    expect(wishlistCount.value).toBe(1);
    markInWishlist(100201);
    expect([...wishlistVariants.value].sort()).toEqual([100101, 100201]);
  });
});
