import { announce } from '../a11y/announce.ts';
import { focusContent, setBusy } from '../arrival/focusContent.ts';
import { dispatch } from '../events/index.ts';
import type { FetchedPage } from './fetchPage.ts';
import { pageAssets } from './PageAssets.ts';
import { swapSessionParts, type WidgetHost } from './swap.ts';

/**
 * Starts the page now in place (`region`, which was `incoming` in `page`): the session parts after
 * a login, its scripts (the head's first, as the parser meets them before the content's), its
 * widgets, then `vitrine:page-swap`. Resolves when the scripts have run.
 */
export function startPage(
  page: FetchedPage,
  region: HTMLElement,
  incoming: Element,
  widgets: WidgetHost,
  session?: boolean,
): Promise<unknown> {
  if (session) swapSessionParts(page.doc, widgets);
  const scripts = Promise.all([
    pageAssets.loadScripts(page.doc, incoming, page.url),
    pageAssets.runScripts(region, page.url),
  ]);
  widgets.scan(region);
  dispatch('vitrine:page-swap', { url: page.url.href });
  return scripts;
}

/**
 * Tells the customer the page has come, once it stopped moving: no longer busy,
 * `vitrine:page-loaded`, focus on its heading (or on the control `focusId` names), its title said
 * when the address is new (`newTitle`), then what it marks to be said.
 */
export function welcomePage(
  region: HTMLElement,
  url: URL,
  focusId: string | undefined,
  newTitle: boolean,
): void {
  setBusy(region, false);
  dispatch('vitrine:page-loaded', { url: url.href });
  focusContent(region, focusId);
  announceVisit(region, newTitle);
}

/**
 * Says the new page: its title (not for a page refreshed in place), then what its markup marks to
 * be said on arrival (`[data-announce]`: a listing's result count, which a customer who filtered
 * wants to hear).
 */
function announceVisit(region: HTMLElement, newTitle: boolean): void {
  if (newTitle) announce(document.title, 'page-title');
  for (const el of region.querySelectorAll<HTMLElement>('[data-announce]')) {
    announce(el.innerText, 'results');
  }
}
