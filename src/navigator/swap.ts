import { refreshSettings, settings } from '../settings/index.ts';
import { applyBodyClasses, isHomePath } from './bodyClass.ts';
import { contentRegion } from './contentRegion.ts';

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
  if (current) current.textContent = incoming.textContent;
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
  widgets.unmountWithin(current);
  const region = document.adoptNode(incoming);
  current.replaceWith(region);
  applyPageFrame(page, url);
  return region;
}

/** Takes the fetched page's settings block, title, `<html lang>` and body classes. */
export function applyPageFrame(page: Document, url: URL): void {
  swapSettings(page);
  document.title = page.title;
  const lang = page.documentElement.getAttribute('lang');
  if (lang && lang !== document.documentElement.lang) document.documentElement.lang = lang;
  const { appPath, culture } = settings();
  applyBodyClasses(document.body, page.body.className, isHomePath(url.pathname, appPath, culture));
}
