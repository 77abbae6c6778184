import { liveCopy } from '../csp/liveCopy.ts';
import { vouchedFor } from '../csp/pageNonce.ts';
import type { ConsentRecord } from '../events/index.ts';
import { grants } from './record/record.ts';

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
  const script = liveCopy(original);
  original.setAttribute(EXECUTED_ATTR, '');
  script.type = 'text/javascript';
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
