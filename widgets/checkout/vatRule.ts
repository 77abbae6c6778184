/** The VAT service's verdict: valid, invalid, or null when it could not tell. */
export type VatValidity = boolean | null;

/**
 * The reload rule: the page reloads when the result differs from the previous one and either
 * the previous one was valid or the new one is not null. `undefined` = never checked.
 */
export function vatNeedsReload(previous: VatValidity | undefined, next: VatValidity): boolean {
  return previous !== next && (previous === true || next !== null);
}

/** The field state a result shows. */
export function vatState(result: VatValidity): 'valid' | 'invalid' | 'unverified' {
  return result === true ? 'valid' : result === false ? 'invalid' : 'unverified';
}

/** The previous result from the server-rendered `data-vat-state`. */
export function previousVat(state: string | undefined): VatValidity | undefined {
  if (state === 'valid') return true;
  if (state === 'invalid') return false;
  if (state === 'unverified') return null;
  return undefined;
}
