import { adoptNonces } from '../csp/adoptNonces.ts';

/**
 * Parses an answer's HTML into a document that runs nothing, its scripts' nonces adopted
 * (`adoptNonces`): those `responseNonce` vouched for take this document's, the others none.
 */
export function parsePage(html: string, responseNonce: string): Document {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  adoptNonces(doc, responseNonce);
  return doc;
}
