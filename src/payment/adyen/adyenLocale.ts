/** Adyen's locale for each page culture (Adyen translates its own field labels and errors). */
export const ADYEN_LOCALES: Record<string, string> = {
  fr: 'fr-FR',
  nl: 'nl-NL',
  es: 'es-ES',
  de: 'de-DE',
  it: 'it-IT',
  pt: 'pt-PT',
};

/** The Adyen locale of a culture; an unknown culture gets Adyen's default, en-US. */
export function adyenLocale(culture: string): string {
  return ADYEN_LOCALES[culture] ?? 'en-US';
}
