// Pure, no imports: the fixture server's no-JS card form shares it (as it shares cardRules.ts).

/** The billing countries a card form offers. */
export const BILLING_COUNTRIES = ['BE', 'FR', 'NL', 'LU', 'DE', 'ES', 'IT', 'PT'] as const;

/** Each page culture's default billing country. */
const CULTURE_COUNTRIES: Readonly<Record<string, string>> = {
  fr: 'BE',
  nl: 'BE',
  es: 'ES',
  de: 'DE',
  it: 'IT',
  pt: 'PT',
};

/**
 * The billing country a card form starts on for a page culture (and the shopper country Adyen is
 * told, which orders its address fields); BE for a culture it does not know.
 */
export function billingCountry(culture: string): string {
  return CULTURE_COUNTRIES[culture] ?? 'BE';
}
