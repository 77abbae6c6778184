import { contentOnly, parseDocument } from '../../src/index.ts';
/** The page data the server puts on a pager: how many pages, which one is shown. */
export interface PageData {
  totalPages: number;
  currentPage: number;
}

/**
 * The page a pager link asks for, read from its `param` (e.g. `pagenbr`), or null when the link is
 * not one this widget should take: another address, no page number, a page outside 1..totalPages,
 * or the page already shown.
 */
export function pageOfLink(href: string, here: string, param: string, data: PageData): number | null {
  let url: URL;
  let base: URL;
  try {
    base = new URL(here);
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  const raw = url.searchParams.get(param);
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const page = Number(raw);
  if (page < 1 || page > data.totalPages || page === data.currentPage) return null;
  return page;
}

/**
 * The area of an answer that replaces the one on the page: the element matching `selector` in the
 * answer's HTML (parsed inertly by the door, content only: its scripts never run), or null when the answer has none.
 */
export function areaOf(html: string, selector: string): Element | null {
  const area = parseDocument(html).querySelector(selector);
  return area && contentOnly(area, `the area ${selector}`);
}
