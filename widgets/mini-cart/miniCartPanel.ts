import { BadAnswerError, loadStrings, type Outcome, request } from '../../src/index.ts';

/**
 * Reads the mini-cart fragment (`GET {culture}/widget/shoppingcartitems`, HTML from the CMS); an
 * answer with nothing in it (an empty page) fails as a bad answer: the panel keeps what it had.
 */
export async function fetchMiniCart(url: string, signal: AbortSignal): Promise<Outcome<DocumentFragment>> {
  const [outcome] = await Promise.all([
    request<string>('GET', url, { key: 'mini-cart', signal, expect: 'html' }),
    loadStrings(),
  ]);
  if (outcome.kind !== 'ok') return outcome;
  const doc = new DOMParser().parseFromString(
    typeof outcome.data === 'string' ? outcome.data : '',
    'text/html',
  );
  if (!doc.body.firstElementChild)
    return { kind: 'failed', error: new BadAnswerError(200, 'GET', outcome.url, 'an empty fragment') };
  const fragment = document.createDocumentFragment();
  fragment.append(...[...doc.body.childNodes].map((node) => document.adoptNode(node)));
  return { kind: 'ok', data: fragment, url: outcome.url };
}
