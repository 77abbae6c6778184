import { dispatch } from '../events/index.ts';
import { contentRegion } from './contentRegion.ts';

/** The page on screen, as `vitrine:page-ready` announced it; `vitrine:page-unload` says it goes. */
let shown: { url: string; root: HTMLElement } | undefined;

/**
 * The page is in place: `vitrine:page-ready` with its address and content root (the content region),
 * the one event a site's own "on ready" code listens to, after the first load as after every visit.
 */
export function pageReady(url: string, root: HTMLElement): void {
  shown = { url, root };
  dispatch('vitrine:page-ready', { url, root });
}

/** The first page is in place (called once the document's DOMContentLoaded listeners have run). */
export function firstPageReady(): void {
  pageReady(location.href, contentRegion() ?? document.body);
}

/**
 * The page on screen is about to be taken out (a visit's page replaces it): `vitrine:page-unload`
 * with its address and root, still in the document, so that its scripts stop what they started
 * (timers, requests, listeners outside the root). Once per page.
 */
export function pageUnload(): void {
  const page = shown;
  shown = undefined;
  if (page) dispatch('vitrine:page-unload', page);
}
