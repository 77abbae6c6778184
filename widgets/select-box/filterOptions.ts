/** Lower case without accents, so "ele" finds "Élégant". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** True when the option text contains the term (case and accent insensitive); a blank term matches. */
export function optionMatches(text: string, term: string): boolean {
  const wanted = fold(term);
  return wanted === '' || fold(text).includes(wanted);
}

/** Whether the search box is shown: only with a positive threshold the option count exceeds. */
export function needsSearch(optionCount: number, threshold: number): boolean {
  return threshold > 0 && optionCount > threshold;
}
