import type { AddRequest } from './formModel.ts';

const KEY = 'vitrine:wishlist-pending-add';
/** A pending add older than this is stale (the customer gave up on the login). */
const MAX_AGE_MS = 15 * 60 * 1000;

/**
 * Keeps an add that met a 401, so that after the login (the page comes back with openWishlist)
 * the modal sends it again and nothing the customer chose is lost.
 */
export function keepPendingAdd(add: AddRequest): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ add, at: Date.now() }));
  } catch {
    // Storage may be off (private mode); the modal still reopens after the login.
  }
}

/** Takes the pending add for a variant (it is removed); undefined when there is none or it is stale. */
export function takePendingAdd(variantId: number, now = Date.now()): AddRequest | undefined {
  let stored: { add?: AddRequest; at?: number } | undefined;
  try {
    stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') ?? undefined;
  } catch {
    stored = undefined;
  }
  if (!stored?.add || stored.add.productVariantId !== variantId) return undefined;
  sessionStorage.removeItem(KEY);
  if (typeof stored.at !== 'number' || now - stored.at > MAX_AGE_MS) return undefined;
  return stored.add;
}
