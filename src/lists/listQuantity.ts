/**
 * A typed quantity as the positive whole number a list takes: `-4` is 4, `2,4`
 * is 2; undefined when it is none (0, text).
 */
export function listQuantity(raw: string): number | undefined {
  const value = Math.round(Math.abs(Number(raw.trim().replace(',', '.'))));
  return Number.isFinite(value) && value >= 1 ? value : undefined;
}
