import type { CartSummary } from '../events/index.ts';
import { textOfHtml } from '../html/htmlDoor.ts';

/** The server's note that it changed a quantity it was asked for (stock, rules). */
export interface CartInfoMessage {
  ItemOrigin: string;
  ItemKey: string;
  ItemOriginAndKey: string;
  ItemName: string;
  Quantity: number;
  /** 'Stock' when the stock left is why (the quantity kept is all there is); absent or else: the rules. */
  Reason?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** True for an answer carrying the cart summary (ItemsCount and the two HTML amounts). */
export function isCartSummary(data: unknown): data is CartSummary {
  return (
    isObject(data) &&
    typeof data.ItemsCount === 'number' &&
    Number.isFinite(data.ItemsCount) &&
    typeof data.AmountTaxInclHtml === 'string' &&
    typeof data.AmountTaxExclHtml === 'string'
  );
}

/** The InfoMessages of a quantity answer (none when the server kept the quantity asked for). */
export function infoMessages(data: unknown): CartInfoMessage[] {
  if (!isObject(data) || !Array.isArray(data.InfoMessages)) return [];
  return data.InfoMessages.filter(
    (m): m is CartInfoMessage =>
      isObject(m) && typeof m.ItemName === 'string' && typeof m.ItemOriginAndKey === 'string',
  );
}

/** Only the three summary fields, as `vitrine:cart-changed` carries them. */
export function summaryOf(data: CartSummary): CartSummary {
  return {
    ItemsCount: data.ItemsCount,
    AmountTaxInclHtml: data.AmountTaxInclHtml,
    AmountTaxExclHtml: data.AmountTaxExclHtml,
  };
}

const amountTexts = new Map<string, string>();

/**
 * The text of a server-rendered HTML amount: JSON answers never become markup. A page shows the
 * same few amounts again and again (every answer brings the whole cart), and parsing one costs
 * about a millisecond on a slow phone: the texts are kept, a few hundred at most.
 */
export function amountText(html: string): string {
  let text = amountTexts.get(html);
  if (text === undefined) {
    text = textOfHtml(html);
    if (amountTexts.size >= 500) amountTexts.clear();
    amountTexts.set(html, text);
  }
  return text;
}
