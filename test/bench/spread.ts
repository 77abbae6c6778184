/** A figure over several runs: its minimum, median and maximum (rounded to 0.1). */
export interface Spread {
  min: number;
  median: number;
  max: number;
  runs: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The spread of `values` (all zero when there is none). */
export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return { min: 0, median: 0, max: 0, runs: 0 };
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { min: round(sorted[0]!), median: round(median), max: round(sorted.at(-1)!), runs: sorted.length };
}

/** "min / median / max" for a printed table. */
export function showSpread(s: Spread): string {
  return `${s.min} / ${s.median} / ${s.max}`;
}
