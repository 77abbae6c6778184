const LOCALES: Record<string, string> = {
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
