import { latinDigits } from '../../src/index.ts';

/** The quantity of a top-up: a whole number of units from 1 (`٣` is 3), or null when there is none. */
export function topUpQuantity(raw: string): number | null {
  const text = latinDigits(raw).trim();
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && Number.isSafeInteger(value) ? value : null;
}

/** The address the top-up call answers: a JSON string, or an object's `Url`; null when neither. */
export function answerUrl(data: unknown): string | null {
  if (typeof data === 'string' && data.trim() !== '') return data.trim();
  const url = (data as { Url?: unknown } | null)?.Url;
  return typeof url === 'string' && url.trim() !== '' ? url.trim() : null;
}
