import { vouchedFor } from '../csp/pageNonce.ts';

export { liveCopy } from '../csp/liveCopy.ts';

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
