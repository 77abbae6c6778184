import { formatMoney } from '../../src/index.ts';
import { isVariantResponse, type VariantResponse } from './variantResponse.ts';

/** An answer ready to apply (its price already formatted), or why it cannot be applied at all. */
export type VariantCheck =
  | { ok: true; answer: VariantResponse; price: string }
  | { ok: false; problem: string };

/** An ISO 4217 code that Intl knows ('EUR', 'CHF'); `Intl.supportedValuesOf` where the browser has it. */
export function isKnownCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  const supported = (Intl as { supportedValuesOf?: (key: 'currency') => string[] }).supportedValuesOf;
  return typeof supported !== 'function' || supported('currency').includes(code);
}

/**
 * Checks everything the page will show before any of it is shown: the shape, the SKU, a finite
 * price and a known `CurrencyCode` (empty or missing means EUR), and formats the price. An answer that fails
 * is applied not at all (never an updated SKU beside the old price and variant id).
 */
export function checkVariant(data: unknown): VariantCheck {
  if (!isVariantResponse(data)) return { ok: false, problem: 'unexpected variants answer' };
  const model = data.ProductVariantViewModel;
  if (typeof model.SKU !== 'string') return { ok: false, problem: 'the answer has no SKU' };
  if (typeof model.UnitPriceTaxIncl !== 'number' || !Number.isFinite(model.UnitPriceTaxIncl)) {
    return { ok: false, problem: `unit price ${JSON.stringify(model.UnitPriceTaxIncl)} is not a number` };
  }
  const code: unknown = model.CurrencyCode;
  const currency = typeof code === 'string' ? code.trim() || 'EUR' : code == null ? 'EUR' : '';
  if (!isKnownCurrency(currency.toUpperCase())) {
    return { ok: false, problem: `unknown CurrencyCode ${JSON.stringify(model.CurrencyCode)}` };
  }
  try {
    return { ok: true, answer: data, price: formatMoney(model.UnitPriceTaxIncl, { currency }) };
  } catch (error) {
    return { ok: false, problem: `the price cannot be formatted: ${String(error)}` };
  }
}
