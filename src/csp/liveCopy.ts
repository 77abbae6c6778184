import { pageNonce } from './pageNonce.ts';
import { trustedScriptSrc, trustedScriptText } from './trustedScripts.ts';

/**
 * A live copy of a script parsed by the door (those never run) or gated by consent: same attributes, same text, its
 * `src` resolved against `base` when given. Inserting the copy runs it. Under a strict CSP an
 * inline script runs only with a nonce the document's policy allows: the copy carries the
 * document's nonce (`pageNonce`) only when the original already does, that is when the page's
 * server vouched for it, or the answer it came from did (`adoptNonces`). Under Trusted Types its
 * text and address are the policy's, given only for a script that came from the CMS
 * (`trustedScripts.ts`); any other copy is left empty and runs nothing.
 */
export function liveCopy(script: HTMLScriptElement, base?: URL): HTMLScriptElement {
  const copy = document.createElement('script');
  for (const { name, value } of script.attributes) {
    if (name !== 'nonce' && name !== 'src') copy.setAttribute(name, value);
  }
  const nonce = pageNonce();
  if (nonce && script.nonce === nonce) copy.nonce = nonce;
  const src = script.getAttribute('src');
  if (src !== null) {
    const url = trustedScriptSrc(script, new URL(src, base ?? document.baseURI).href);
    if (url !== undefined) copy.src = url;
    copy.async = false;
  }
  const text = trustedScriptText(script);
  if (text !== undefined) copy.text = text;
  return copy;
}
