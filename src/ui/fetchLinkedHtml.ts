import { parseDocument } from '../html/htmlDoor.ts';
import { BadAnswerError, reportFailure, request } from '../http/index.ts';
import { loadStrings } from '../i18n/index.ts';

/**
 * GETs the page a link points to, for a modal, with the page's strings: the link is `aria-busy`
 * meanwhile, and a failure follows the error policy (a 401's login returns to `returnUrl`). Only a
 * link to the page's own origin is fetched: HTML from anywhere else is refused (the error modal).
 * An answer without `needs` (a selector; default: any element), an empty page for one, is a
 * failure like any other: nothing to show, the error modal says so.
 * @returns the answer's HTML, or undefined when the call was aborted or failed.
 */
export async function fetchLinkedHtml(
  link: HTMLAnchorElement,
  signal: AbortSignal,
  returnUrl: string = link.href,
  needs = 'body *',
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
  const html = typeof outcome.data === 'string' ? outcome.data : '';
  if (parseDocument(html).querySelector(needs)) return html;
  reportFailure(new BadAnswerError(200, 'GET', outcome.url, `the answer has no ${needs}`), { returnUrl });
  return undefined;
}
