import { pageNonce, vouchedFor } from '../csp/pageNonce.ts';

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
 * A live copy of a script parsed by DOMParser or inserted as HTML (those never run): same
 * attributes, same text. Inserting the copy runs it. Under a strict CSP an inline script runs only
 * with a nonce the document's policy allows: the copy carries the document's nonce (`pageNonce`)
 * only when the original already does, that is when the page's server vouched for it, or the
 * answer it came from did (`adoptNonces`). Anything else runs as it would on a full load.
 */
export function liveCopy(script: HTMLScriptElement): HTMLScriptElement {
  const copy = document.createElement('script');
  for (const { name, value } of script.attributes) {
    if (name !== 'nonce') copy.setAttribute(name, value);
  }
  const nonce = pageNonce();
  if (nonce && script.nonce === nonce) copy.nonce = nonce;
  copy.textContent = script.textContent;
  if (copy.src) copy.async = false;
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
