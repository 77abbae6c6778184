let nonce: string | undefined;

/**
 * The CSP nonce the current document was served with: the one the CMS stamped on this page's own
 * scripts, read from the `nonce` property (the browser empties the attribute, so
 * `getAttribute('nonce')` answers ''). '' when the page has none. Read once, at the first call (the
 * entry makes it at start, before any content is swapped in): a fetched page or fragment carries
 * the nonce of its own response, which this document's policy does not allow, so every script
 * Vitrine inserts (gated consent scripts, scripts of swapped content) is stamped with this one.
 */
export function pageNonce(): string {
  if (nonce === undefined) {
    nonce = '';
    for (const script of document.querySelectorAll<HTMLScriptElement>('script[nonce]')) {
      if (script.nonce) {
        nonce = script.nonce;
        break;
      }
    }
  }
  return nonce;
}

/** Forgets the nonce read (unit tests only: a document keeps its nonce for its whole life). */
export function forgetPageNonce(): void {
  nonce = undefined;
}
