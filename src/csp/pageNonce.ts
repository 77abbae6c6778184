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

/**
 * True when `script` may run here: always on a page without a nonce, else only when it carries
 * the page's nonce (the server vouched for it, or the answer it came from did: `adoptNonces`).
 * Vitrine must ask before it re-creates a script: under `'strict-dynamic'` the browser trusts any
 * script a trusted one inserts, so a copy of an unvouched script would run where a full load of
 * its page would have blocked it.
 */
export function vouchedFor(script: HTMLScriptElement): boolean {
  const own = pageNonce();
  if (own && script.nonce === own) return true;
  if (own) console.warn('Vitrine: a script without this page’s nonce was not run:', script);
  return !own;
}
