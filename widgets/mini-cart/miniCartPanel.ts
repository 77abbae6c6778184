import {
  BadAnswerError,
  contentOnly,
  loadStrings,
  type Outcome,
  parseDocument,
  request,
} from '../../src/index.ts';

/** The fragment's root: what the panel shows. */
const ROOT = '.mini-cart__content';

/**
 * Reads the mini-cart fragment (`GET {culture}/widget/shoppingcartitems`, HTML from the CMS): its
 * `.mini-cart__content`. An answer without it (an empty page, another page such as a login page
 * answered 200) fails as a bad answer: the panel keeps what it had.
 */
export async function fetchMiniCart(url: string, signal: AbortSignal): Promise<Outcome<DocumentFragment>> {
  const [outcome] = await Promise.all([
    request<string>('GET', url, { key: 'mini-cart', signal, expect: 'html' }),
    loadStrings(),
  ]);
  if (outcome.kind !== 'ok') return outcome;
  const doc = parseDocument(typeof outcome.data === 'string' ? outcome.data : '');
  const found = doc.querySelector(ROOT);
  const root = found && contentOnly(found, 'the mini cart');
  if (!root) return { kind: 'failed', error: new BadAnswerError(200, 'GET', outcome.url, `no ${ROOT}`) };
  const fragment = document.createDocumentFragment();
  fragment.append(document.adoptNode(root));
  return { kind: 'ok', data: fragment, url: outcome.url };
}
