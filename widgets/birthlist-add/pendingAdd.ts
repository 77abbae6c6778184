/** The add-to-birth-list call's data. */
export interface BirthListAdd {
  BirthListId: number;
  ProductVariantId: number;
  Quantity: number;
}

const KEY = 'vitrine:birthlist-pending-add';
const MAX_AGE_MS = 15 * 60 * 1000;

/** Keeps an add that met a 401; the page comes back with openBirthlist and sends it. */
export function keepPendingAdd(add: BirthListAdd): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ add, at: Date.now() }));
  } catch {
    // Storage off: the dialog still opens after the login.
  }
}

/** Takes the kept add for a variant (removed once taken); undefined when none or stale. */
export function takePendingAdd(variantId: number, now = Date.now()): BirthListAdd | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      add?: BirthListAdd;
      at?: number;
    } | null;
    if (!stored?.add || stored.add.ProductVariantId !== variantId) return undefined;
    sessionStorage.removeItem(KEY);
    return typeof stored.at === 'number' && now - stored.at <= MAX_AGE_MS ? stored.add : undefined;
  } catch {
    return undefined;
  }
}

/** The quantity as the positive whole number a list takes; 1 when it is not one. */
export function positiveQuantity(raw: string): number {
  const value = Math.round(Math.abs(Number(raw.trim().replace(',', '.'))));
  return Number.isFinite(value) && value >= 1 ? value : 1;
}
