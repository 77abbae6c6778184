import { settings } from '../settings/index.ts';
import { localeOf } from './locale.ts';

export interface MoneyOptions {
  culture?: string;
  /** ISO code; when set, the currency sign is shown. */
  currency?: string;
}

/** One formatter per locale and currency: building one costs far more than formatting with it. */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string | undefined): Intl.NumberFormat {
  const key = `${locale}|${currency ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      ...(currency ? { style: 'currency', currency } : {}),
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * Formats an amount with two decimals in the page culture: `1234.5` → `1 234,50 €` in fr
 * (decimal comma wherever the culture uses one).
 */
export function formatMoney(amount: number, options: MoneyOptions = {}): string {
  return formatter(localeOf(options.culture ?? settings().culture), options.currency).format(amount);
}

/** Reads an amount typed or rendered in any of the cultures: `1.234,50` and `1234.50` → 1234.5. */
export function parseAmount(text: string): number {
  const cleaned = text.replace(/[^\d,.-]/g, '');
  const lastComma = cleaned.lastIndexOf(',');
  const lastDot = cleaned.lastIndexOf('.');
  const decimal = lastComma > lastDot ? ',' : '.';
  const normalised = cleaned
    .split(decimal === ',' ? '.' : ',')
    .join('')
    .replace(decimal, '.');
  return Number.parseFloat(normalised);
}
