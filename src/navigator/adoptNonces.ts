import { pageNonce } from '../csp/pageNonce.ts';

const NONCE_SOURCE = /'nonce-([^']+)'/;

/** The nonce a `Content-Security-Policy` header allows scripts with ('' for none). */
export function policyNonce(policy: string | null | undefined): string {
  return NONCE_SOURCE.exec(policy ?? '')?.[1] ?? '';
}

/**
 * Prepares the scripts of a fetched answer (a page, a fragment), before they reach the document:
 * those the server vouched for, by stamping the nonce of the answer's own policy
 * (`responseNonce`), take this document's nonce; any other loses its nonce. A script that came
 * into the answer some other way (through data the server did not escape) thus runs after a
 * visit exactly as it would on a full load of that answer: not at all under a nonce policy.
 */
export function adoptNonces(root: ParentNode, responseNonce: string): void {
  const nonce = pageNonce();
  for (const script of root.querySelectorAll<HTMLScriptElement>('script')) {
    const vouched = responseNonce !== '' && script.getAttribute('nonce') === responseNonce;
    // The property is what the browser checks (and keeps once it hides the attribute).
    script.nonce = vouched ? nonce : '';
    if (script.nonce) script.setAttribute('nonce', nonce);
    else script.removeAttribute('nonce');
  }
}
