import { pageNonce, vouchedFor } from '../csp/pageNonce.ts';
import { trustedScriptSrc, trustedScriptText } from '../csp/trustedScripts.ts';

const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

/**
 * True for a script the browser would run: no type or a JavaScript type, no `data-consent`
 * (consent-gated scripts, `type="text/plain" data-consent`, are the consent module's to run), and
 * allowed by the page's nonce policy (`vouchedFor`).
 */
export function isRunnable(script: HTMLScriptElement): boolean {
  return isJavaScript(script) && vouchedFor(script);
}

/** True for a script of a JavaScript type that is not consent-gated, vouched for or not. */
export function isJavaScript(script: HTMLScriptElement): boolean {
  if (script.hasAttribute('data-consent')) return false;
  return JS_TYPES.has((script.getAttribute('type') ?? '').trim().toLowerCase());
}

/**
 * A live copy of a script parsed by the door (those never run): same attributes, same text, its
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

/** Resolves when an external script or stylesheet loaded or failed, or after `capMs`. */
export function loaded(el: HTMLScriptElement | HTMLLinkElement, capMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      el.removeEventListener('load', done);
      el.removeEventListener('error', done);
      resolve();
    };
    const timer = setTimeout(done, capMs);
    el.addEventListener('load', done);
    el.addEventListener('error', done);
  });
}
