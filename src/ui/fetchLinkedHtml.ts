import { reportFailure, request } from '../http/index.ts';
import { loadStrings } from '../i18n/index.ts';

/**
 * GETs the page a link points to, for a modal, with the page's strings: the link is `aria-busy`
 * meanwhile, and a failure follows the error policy (a 401's login returns to `returnUrl`). Only a
 * link to the page's own origin is fetched: HTML from anywhere else is refused (the error modal).
 * @returns the answer's HTML, or undefined when the call was aborted or failed.
 */
export async function fetchLinkedHtml(
  link: HTMLAnchorElement,
  signal: AbortSignal,
  returnUrl: string = link.href,
): Promise<string | undefined> {
  link.setAttribute('aria-busy', 'true');
  const [outcome] = await Promise.all([
    request<string>('GET', link.href, { signal, expect: 'html' }),
    loadStrings(),
  ]);
  link.removeAttribute('aria-busy');
  if (outcome.kind === 'aborted') return undefined;
  if (outcome.kind === 'failed') {
    reportFailure(outcome.error, { returnUrl });
    return undefined;
  }
  return typeof outcome.data === 'string' ? outcome.data : '';
}
