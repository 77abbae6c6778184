import { contentRegion } from '../page/contentRegion.ts';
import { refreshSettings, settings } from '../settings/index.ts';
import { applyBodyClasses, isHomePath } from './bodyClass.ts';
import { mergeHead } from './headMerge.ts';
import { pinDocumentUrls } from './resolveUrls.ts';

/** What the swap needs from the widget loader (the loader itself, or a stub in tests). */
export interface WidgetHost {
  unmountWithin(root: Node): void;
  scan(root: ParentNode): void;
}

function swapSettings(page: Document): void {
  const incoming = page.getElementById('vitrine-settings');
  if (!incoming) return;
  const current = document.getElementById('vitrine-settings');
  if (current?.textContent === incoming.textContent) return;
  // The incoming block itself, not its text: a script's text is a Trusted Types sink, even JSON's.
  if (current) current.replaceWith(document.adoptNode(incoming));
  else document.head.append(document.adoptNode(incoming));
  refreshSettings();
}

/**
 * Puts the fetched page in place of the current one: unmounts the widgets of the old region,
 * replaces the region, the title, `<html lang>`, the body classes and the settings block.
 * Returns the new region (now in the document), or null when either page has no region.
 */
export function swapPage(page: Document, url: URL, widgets: WidgetHost): HTMLElement | null {
  const current = contentRegion(document);
  const incoming = contentRegion(page);
  if (!current || !incoming) return null;
  pinDocumentUrls();
  widgets.unmountWithin(current);
  const region = document.adoptNode(incoming);
  current.replaceWith(region);
  applyPageFrame(page, url);
  return region;
}

/**
 * Replaces the parts of the page that show who is signed in (`[data-page-session]` with an id:
 * the header's account links, wish-list count and cart) with the fetched page's, after a login
 * that happened without a page load. Their widgets are unmounted and mounted again.
 */
export function swapSessionParts(page: Document, widgets: WidgetHost): void {
  for (const current of document.querySelectorAll<HTMLElement>('[data-page-session][id]')) {
    const incoming = page.getElementById(current.id);
    if (!incoming) continue;
    widgets.unmountWithin(current);
    const next = document.adoptNode(incoming);
    current.replaceWith(next);
    widgets.scan(next);
  }
}

/**
 * Takes the fetched page's settings block, title, head metas and links (`mergeHead`), `<html lang>`
 * and body classes.
 */
export function applyPageFrame(page: Document, url: URL): void {
  swapSettings(page);
  document.title = page.title;
  mergeHead(page);
  const lang = page.documentElement.getAttribute('lang');
  if (lang && lang !== document.documentElement.lang) document.documentElement.lang = lang;
  const { appPath, culture } = settings();
  applyBodyClasses(document.body, page.body.className, isHomePath(url.pathname, appPath, culture));
}
