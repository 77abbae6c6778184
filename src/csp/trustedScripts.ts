import { pageNonce } from './pageNonce.ts';
import { trusted, withoutTrustedTypes } from './trustedPolicy.ts';

/** Scripts parsed by the door (`htmlDoor.ts`): they came from the CMS's own pages and fragments. */
const fromTheDoor = new WeakSet<HTMLScriptElement>();

/**
 * The scripts of the document as the browser parsed it, taken when the bundle starts (a module
 * script runs once the document is parsed): the CMS's own, such as its consent-gated tags.
 */
let ownScripts: WeakSet<HTMLScriptElement> | undefined;

/**
 * The bundle's folder (`dist/`: this module is bundled into `dist/chunks/`), the only place the
 * bundle's own script files come from.
 */
const BUNDLE_FOLDER = new URL('../-', import.meta.url).href.slice(0, -1);

/** Records the scripts of `root`, just parsed by the door, as the CMS's. */
export function markParsedScripts(root: ParentNode): void {
  ownScripts ??= new WeakSet(document.scripts);
  for (const script of root.querySelectorAll('script')) fromTheDoor.add(script);
}

/** Takes the document's own scripts now (the entry calls it at start, before any swap). */
export function takeOwnScripts(): void {
  ownScripts ??= new WeakSet(document.scripts);
}

/**
 * A script of the CMS: parsed with the page or by the door, or carrying the page's nonce (the
 * site's own script vouched for what it inserted: markup from data never has the nonce).
 */
function cameFromTheCms(script: HTMLScriptElement): boolean {
  takeOwnScripts();
  if (fromTheDoor.has(script) || ownScripts?.has(script)) return true;
  const nonce = pageNonce();
  if (nonce && script.nonce === nonce) return true;
  console.warn('Vitrine: a script that came neither with the page nor through the door was not run:', script);
  return false;
}

/**
 * The text of `script` as a TrustedScript for a live copy of it, when it came from the CMS (the
 * page as the browser parsed it, or a page or fragment parsed by the door); undefined otherwise,
 * or when it has no text. Without Trusted Types: its text.
 */
export function trustedScriptText(script: HTMLScriptElement): string | undefined {
  const text = script.text;
  if (text === '' || !(withoutTrustedTypes() || cameFromTheCms(script))) return undefined;
  return trusted('createScript', text);
}

/** The address `url` (`script`'s `src`, resolved) as a TrustedScriptURL, on the same terms. */
export function trustedScriptSrc(script: HTMLScriptElement, url: string): string | undefined {
  if (!(withoutTrustedTypes() || cameFromTheCms(script))) return undefined;
  return trusted('createScriptURL', url);
}

/**
 * A file of the bundle's own (a worker) as a TrustedScriptURL: only an address in the bundle's
 * folder, on the bundle's origin; anything else throws. Without Trusted Types: the address.
 */
export function bundleScriptUrl(url: URL): string {
  if (withoutTrustedTypes()) return url.href;
  if (!url.href.startsWith(BUNDLE_FOLDER))
    throw new TypeError(`Vitrine: ${url.href} is not a file of the bundle`);
  return trusted('createScriptURL', url.href);
}
