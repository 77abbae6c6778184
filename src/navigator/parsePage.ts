import { parseDocument } from '../html/htmlDoor.ts';
import { adoptNonces } from './adoptNonces.ts';
import { resolveUrls } from './resolveUrls.ts';

/**
 * Parses an answer's HTML into a document that runs nothing, its scripts' nonces adopted
 * (`adoptNonces`): those `responseNonce` vouched for take this document's, the others none. Its
 * relative addresses are resolved against its own address `url` (final, after redirects) and its
 * `<base href>` (`resolveUrls`), before anything of it enters the page.
 */
export function parsePage(html: string, responseNonce: string, url: URL | string): Document {
  const doc = parseDocument(html);
  adoptNonces(doc, responseNonce);
  resolveUrls(doc, new URL(url));
  return doc;
}
