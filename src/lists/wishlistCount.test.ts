import {
  applyWishlistCount,
  markInWishlist,
  parseWishlistCount,
  wishlistCount,
  wishlistVariants,
} from './wishlistCount.ts';

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
