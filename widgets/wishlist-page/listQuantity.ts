/** The quantity as the positive whole number a list takes (spec section 5); undefined when none. */
export function listQuantity(raw: string): number | undefined {
  const value = Math.round(Math.abs(Number(raw.trim().replace(',', '.'))));
  return Number.isFinite(value) && value >= 1 ? value : undefined;
}
