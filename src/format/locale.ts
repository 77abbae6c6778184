const LOCALES: Record<string, string> = {
  // The euro area's English: amounts as €1,234.50 and dates day first, as the shop's other cultures.
  en: 'en-IE',
  fr: 'fr-BE',
  nl: 'nl-BE',
  es: 'es-ES',
  de: 'de-DE',
  it: 'it-IT',
  pt: 'pt-PT',
};

/** The Intl locale of a page culture (`fr` → `fr-BE`); unknown cultures are passed through. */
export function localeOf(culture: string): string {
  return LOCALES[culture] ?? culture;
}
