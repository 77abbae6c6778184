import { BadAnswerError, contentOnly, parseDocument, reportFailure, request } from '../../src/index.ts';

/**
 * Loads another page of the list (a `pageindex` link) and puts the same element of the answer in
 * place of the list's content. The list is `aria-busy` meanwhile; a failure follows the error policy
 * (404 logged, others the error modal) and leaves the page shown as it was.
 * @returns true when the new page is in place.
 */
export async function loadListPage(list: HTMLElement, href: string, signal: AbortSignal): Promise<boolean> {
  list.setAttribute('aria-busy', 'true');
  const outcome = await request<string>('GET', href, { expect: 'html', key: `news-list:${list.id}`, signal });
  if (outcome.kind === 'aborted') return false;
  list.removeAttribute('aria-busy');
  if (outcome.kind === 'failed') {
    reportFailure(outcome.error, { returnUrl: href });
    return false;
  }
  const found = parseDocument(outcome.data).getElementById(list.id);
  const fresh = found && contentOnly(found, `the news list ${href}`);
  // No list in the answer (an empty page, another page): the page shown stays, the error modal says so.
  if (!fresh) {
    reportFailure(new BadAnswerError(200, 'GET', outcome.url, `the answer has no #${list.id}`), {
      returnUrl: href,
    });
    return false;
  }
  list.replaceChildren(...[...fresh.childNodes].map((node) => document.importNode(node, true)));
  return true;
}
