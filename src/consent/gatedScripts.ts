import { pageNonce, vouchedFor } from '../csp/pageNonce.ts';
import { trustedScriptSrc, trustedScriptText } from '../csp/trustedScripts.ts';
import type { ConsentRecord } from '../events/index.ts';
import { grants } from './record.ts';

/** Marks a gated `<script type="text/plain">` that already ran, so it never runs twice. */
export const EXECUTED_ATTR = 'data-consent-executed';

const SELECTOR = `script[type="text/plain"][data-consent]:not([${EXECUTED_ATTR}])`;

/** The gated scripts of `root` (itself included) not run yet. */
export function pendingScripts(root: ParentNode): HTMLScriptElement[] {
  const found = [...root.querySelectorAll<HTMLScriptElement>(SELECTOR)];
  if (root instanceof HTMLScriptElement && root.matches(SELECTOR)) found.unshift(root);
  return found;
}

/**
 * Runs a gated script: a new script element with the same attributes (type becomes
 * text/javascript, `src` kept) and text, inserted after the original, which is marked executed.
 * It gets this document's nonce (`pageNonce`) only when the original carries it (the `nonce`
 * property: the browser hides the attribute), i.e. when the server vouched for it; a gated script
 * that came in through data, or in a fragment no one vouched for, runs only if the policy allows.
 * Under Trusted Types its text and address are the policy's, for a script of the CMS only
 * (`trustedScripts.ts`).
 */
export function runScript(original: HTMLScriptElement): HTMLScriptElement {
  original.setAttribute(EXECUTED_ATTR, '');
  const script = original.ownerDocument.createElement('script');
  for (const { name, value } of original.attributes) {
    if (name === 'type' || name === 'nonce' || name === 'src' || name === EXECUTED_ATTR) continue;
    script.setAttribute(name, value);
  }
  const src = original.getAttribute('src');
  const url = src === null ? undefined : trustedScriptSrc(original, new URL(src, document.baseURI).href);
  if (url !== undefined) script.src = url;
  const nonce = pageNonce();
  if (nonce && original.nonce === nonce) script.nonce = nonce;
  script.type = 'text/javascript';
  // Dynamically inserted external scripts are async by default; keep document order like the CMS meant.
  if (script.src) script.async = false;
  const text = trustedScriptText(original);
  if (text !== undefined) script.text = text;
  original.after(script);
  return script;
}

/**
 * Runs every not-yet-run gated script of `root` whose category the record grants and that the
 * page's nonce policy allows (`vouchedFor`); one it does not is marked run and left inert.
 */
export function runGrantedScripts(root: ParentNode, record: ConsentRecord | undefined): number {
  let ran = 0;
  for (const script of pendingScripts(root)) {
    if (!grants(record, script.getAttribute('data-consent') ?? '')) continue;
    if (!vouchedFor(script)) {
      script.setAttribute(EXECUTED_ATTR, '');
      continue;
    }
    runScript(script);
    ran += 1;
  }
  return ran;
}
