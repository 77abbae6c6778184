import { contentRegion } from '../page/contentRegion.ts';
import { settings } from '../settings/index.ts';
import { applyBodyClasses, isHomePath } from './bodyClass.ts';
import type { FetchedPage } from './fetchPage.ts';
import { pinDocumentUrls } from './resolveUrls.ts';
import { applyPageFrame, type WidgetHost } from './swap.ts';

/** The attribute on `<html>` while a cached copy is on screen as a preview. */
export const PREVIEW_ATTR = 'data-preview';

/**
 * A cached copy of a page shown while its fresh copy loads. The page being left is set aside
 * untouched (its widgets still mounted), until the fresh copy replaces the preview (`commit`) or
 * the visit fails or is replaced (`discard`: the page comes back as it was).
 */
export interface Preview {
  readonly region: HTMLElement;
  /** Puts the fresh copy in place of the preview, changing only what differs; returns the region. */
  commit(page: FetchedPage, widgets: WidgetHost): HTMLElement | null;
  /** Removes the preview and shows the page being left again. */
  discard(): void;
}

/**
 * Renames `data-widget` (to `data-preview-widget`) inside a preview, so that the loader starts
 * none of its widgets, or back (`on` false). The loader watches added nodes, not attributes: the
 * names come back silently, and the visit scans the region once the fresh copy is in.
 */
function hideWidgets(region: HTMLElement, on: boolean): void {
  const [from, to] = on ? ['data-widget', 'data-preview-widget'] : ['data-preview-widget', 'data-widget'];
  for (const el of region.querySelectorAll(`[${from}]`)) {
    el.setAttribute(to, el.getAttribute(from) ?? '');
    el.removeAttribute(from);
  }
}

function endPreview(region: HTMLElement): void {
  region.inert = false;
  document.documentElement.removeAttribute(PREVIEW_ATTR);
}

/** Makes `region`'s attributes and child nodes those of `fresh`, keeping every node that is equal. */
function replaceChanged(region: HTMLElement, fresh: HTMLElement): void {
  for (const { name } of [...region.attributes]) if (!fresh.hasAttribute(name)) region.removeAttribute(name);
  for (const { name, value } of [...fresh.attributes]) {
    if (region.getAttribute(name) !== value) region.setAttribute(name, value);
  }
  const kept = [...region.childNodes];
  const next = [...fresh.childNodes];
  next.forEach((node, i) => {
    const have = kept[i];
    if (have?.isEqualNode(node)) return;
    const adopted = document.adoptNode(node);
    if (have) have.replaceWith(adopted);
    else region.append(adopted);
  });
  for (const extra of kept.slice(next.length)) extra.remove();
}

/**
 * Sets the page being left aside: into a closed shadow root of a hidden element in its place. It
 * stays connected (its widgets stay mounted, nothing is lost) but out of reach of
 * `document.querySelector` (one content region, one `main`), until it comes back or goes. Returns
 * the hidden element (the place of the page) with the two ways out.
 */
function setAside(left: HTMLElement): { host: HTMLElement; back(): void; drop(): void } {
  const host = document.createElement('div');
  host.style.display = 'none';
  const shadow = host.attachShadow({ mode: 'closed' });
  left.replaceWith(host);
  shadow.append(left);
  return { host, back: () => host.replaceWith(left), drop: () => host.remove() };
}

/**
 * Shows the cached page `doc` (at `url`) as an inert preview in place of the current page, which
 * is set aside. Widgets are not started (`hideWidgets`), nothing is announced. Null when either
 * page has no content region.
 */
export function showPreview(doc: Document, url: URL): Preview | null {
  const left = contentRegion(document);
  const incoming = contentRegion(doc);
  if (!left || !incoming) return null;
  pinDocumentUrls();
  const frame = {
    title: document.title,
    bodyClass: document.body.className,
    lang: document.documentElement.lang,
  };
  // First, while the page's style is up to date: the page being left usually holds the focus
  // (the heading a visit focused), and moving it out makes the browser check what is focusable,
  // which after the preview's insertion forced a style pass of the whole page.
  const aside = setAside(left);
  const region = document.adoptNode(incoming);
  hideWidgets(region, true);
  region.inert = true;
  document.documentElement.setAttribute(PREVIEW_ATTR, '');
  aside.host.before(region);
  document.title = doc.title;
  const { appPath, culture } = settings();
  applyBodyClasses(document.body, doc.body.className, isHomePath(url.pathname, appPath, culture));
  let settled = false;
  return {
    region,
    commit(page, widgets) {
      const fresh = contentRegion(page.doc);
      if (settled || !fresh) return null;
      settled = true;
      widgets.unmountWithin(left);
      aside.drop();
      applyPageFrame(page.doc, page.url);
      hideWidgets(region, false);
      replaceChanged(region, fresh);
      endPreview(region);
      return region;
    },
    discard() {
      if (settled) return;
      settled = true;
      region.remove();
      aside.back();
      endPreview(region);
      document.title = frame.title;
      document.body.className = frame.bodyClass;
      document.documentElement.lang = frame.lang;
    },
  };
}
