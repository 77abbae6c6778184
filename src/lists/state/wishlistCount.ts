import { batch, type ReadonlySignal, signal } from '@preact/signals-core';
import { request } from '../../http/index.ts';
import { settings } from '../../settings/index.ts';
import { publish } from './listChannel.ts';

/** The `products/count` answer: how many items the customer's wishlists hold, and which variants. */
export interface WishlistCount {
  Count: number;
  ProductVariantIds: number[];
}

// Written only here: every change goes through the store's functions below.
const countSignal = signal<number | undefined>(undefined);
const variantsSignal = signal<ReadonlySet<number>>(new Set());

/** Items in the customer's wishlists; undefined until known (signed out, or not asked yet). Read-only. */
export const wishlistCount: ReadonlySignal<number | undefined> = countSignal;

/** The variants that are in at least one of the customer's wishlists (the heart's state). Read-only. */
export const wishlistVariants: ReadonlySignal<ReadonlySet<number>> = variantsSignal;

export const WISHLIST_COUNT_PATH = 'api/v1/catalog/wishlist/products/count';

/** Reads a `products/count` answer; undefined when it has not that shape. */
export function parseWishlistCount(data: unknown): WishlistCount | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { Count, ProductVariantIds } = data as Partial<WishlistCount>;
  if (typeof Count !== 'number' || !Number.isFinite(Count)) return undefined;
  const ids = Array.isArray(ProductVariantIds)
    ? ProductVariantIds.filter((id) => typeof id === 'number')
    : [];
  return { Count, ProductVariantIds: ids };
}

/** Puts a count answer in the store (from this tab's call or another tab's message). */
export function applyWishlistCount(count: WishlistCount): void {
  batch(() => {
    countSignal.value = count.Count;
    variantsSignal.value = new Set(count.ProductVariantIds);
  });
}

/** Marks one variant as in a wishlist at once (after an add), before the count call answers. */
export function markInWishlist(variantId: number): void {
  if (wishlistVariants.value.has(variantId)) return;
  variantsSignal.value = new Set([...variantsSignal.value, variantId]);
}

/**
 * Asks the server for the count (a newer ask replaces an older one, so the latest answer wins),
 * puts it in the store and tells the other tabs. A failure leaves the store as it was: the count
 * is a convenience, and a signed-out visitor (401) simply has none.
 */
export async function refreshWishlistCount(options: { share?: boolean } = {}): Promise<void> {
  const outcome = await request('GET', WISHLIST_COUNT_PATH, { key: 'vitrine:wishlist-count' });
  if (outcome.kind !== 'ok') return;
  const count = parseWishlistCount(outcome.data);
  if (!count) return;
  applyWishlistCount(count);
  if (options.share ?? true) publish({ type: 'wishlist-count', count });
}

let asked = false;

/**
 * Asks for the count once per page life when the store does not know it yet (hearts, counters).
 * Not on a guest's page (no `customer` in the settings): a guest has no wishlist, and the CMS
 * would answer 401.
 */
export function ensureWishlistCount(): void {
  if (asked || wishlistCount.value !== undefined || !settings().customer) return;
  asked = true;
  void refreshWishlistCount({ share: false }).finally(() => {
    asked = false;
  });
}
