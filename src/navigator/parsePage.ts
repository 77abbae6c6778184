import { adoptNonces } from '../csp/adoptNonces.ts';
import { parseDocument } from '../csp/htmlDoor.ts';

/**
 * Parses an answer's HTML into a document that runs nothing, its scripts' nonces adopted
 * (`adoptNonces`): those `responseNonce` vouched for take this document's, the others none.
 */
export function parsePage(html: string, responseNonce: string): Document {
  const doc = parseDocument(html);
  adoptNonces(doc, responseNonce);
  return doc;
}
