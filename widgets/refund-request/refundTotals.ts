/** One line of the refund request: the quantity asked and the tax-inclusive unit price in cents. */
export interface RefundLine {
  quantity: number;
  unitCents: number;
}

/**
 * A price written with a dot (`data-unit-price="19.99"`) in whole cents, read from its digits so no
 * binary fraction creeps in (19.99 × 100 is 1998.9999… in floating point). NaN when it is not a price.
 */
export function toCents(price: string): number {
  const match = /^\s*(-?)(\d+)(?:\.(\d{1,2}))?\s*$/.exec(price);
  if (!match) return Number.NaN;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/** The quantity typed in a line: a whole number from 0 (anything else counts as 0), capped at `max` when set. */
export function lineQuantity(raw: string, max?: number): number {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return 0;
  const value = Number(text);
  return max !== undefined && max > 0 && value > max ? max : value;
}

/** A line's refunded amount in cents: quantity × unit price, exact. */
export function lineCents(line: RefundLine): number {
  return line.quantity * line.unitCents;
}

/** The totals of the request: items (sum of quantities) and amount in cents (sum of line amounts). */
export function refundTotals(lines: readonly RefundLine[]): { items: number; cents: number } {
  return lines.reduce(
    (total, line) => ({ items: total.items + line.quantity, cents: total.cents + lineCents(line) }),
    { items: 0, cents: 0 },
  );
}
