import { latinDigits } from '../format/latinDigits.ts';

/**
 * A typed quantity as the positive whole number a list takes: `-4` is 4, `2,4` is 2, `٣` is 3;
 * undefined when it is none (empty, 0, text, a number too big to be finite).
 */
export function listQuantity(raw: string): number | undefined {
  const text = latinDigits(raw).trim().replace(',', '.');
  if (text === '') return undefined;
  const value = Math.round(Math.abs(Number(text)));
  return Number.isFinite(value) && value >= 1 ? value : undefined;
}
