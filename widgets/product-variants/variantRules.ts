/**
 * Whether a quantity typed on the product page should refresh the variation: the
 * value is a number, at least the minimum and, when a maximum is set (above 0), within it.
 */
export function shouldRefreshForQuantity(raw: string, min: number, max: number): boolean {
  if (raw.trim() === '') return false;
  const value = Number(raw);
  if (!Number.isFinite(value)) return false;
  if (value < min) return false;
  return max <= 0 || value <= max;
}

/** The CSS background of a colour swatch: one colour, or a diagonal gradient of several. */
export function swatchBackground(codes: readonly (string | null | undefined)[]): string {
  const colours = codes.filter((code): code is string => typeof code === 'string' && code !== '');
  if (colours.length === 0) return '';
  if (colours.length === 1) return colours[0] as string;
  return `linear-gradient(135deg, ${colours.join(', ')})`;
}

/** An option's label: its name, with the unavailable suffix in brackets when it cannot be chosen. */
export function optionLabel(display: string, unavailable: boolean, suffix: string): string {
  return unavailable ? `${display} (${suffix})` : display;
}

/**
 * The page address with the chosen variant: `variantId` set, the no-JS form's VariantValueId fields
 * dropped, so a reload shows the same choice.
 */
export function addressWithVariant(href: string, variantId: number): string {
  const url = new URL(href);
  for (const key of [...url.searchParams.keys()]) {
    if (/^VariantValueId\d+$/.test(key)) url.searchParams.delete(key);
  }
  url.searchParams.set('variantId', String(variantId));
  return url.pathname + url.search + url.hash;
}

/**
 * How an attribute's values are shown, read from its `VariationDisplayTypeValue`: 'Square' (any
 * case) is a colour swatch per value; anything else is a plain choice (a select, or radios without colour).
 */
export function displayKind(displayType: string | null | undefined): 'swatch' | 'plain' {
  return typeof displayType === 'string' && displayType.trim().toLowerCase() === 'square'
    ? 'swatch'
    : 'plain';
}
