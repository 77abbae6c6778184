/**
 * Turns a page of a static site (a Debian manual) into the page a CMS template would render with
 * Vitrine: the head snippet of docs/integrating-a-cms.md (settings block, stylesheet, entry with the
 * build in its address), the response's nonce on every script, and the content region marked.
 * Plain string work on the file as read: the walk must not depend on an HTML parser's repairs.
 */

/** What the template fills in per response. */
export interface CmsPageValues {
  nonce: string;
  /** The `build` of the served `dist/version.json`. */
  build: string;
  /** The settings block's JSON (docs/integration.md, "Page settings"). */
  settings: Record<string, unknown>;
  /**
   * The page runs its work once, as its document loads, from scripts the head already holds on a
   * second visit (the manual's search page: `_ready(Search.init)` in `searchtools.js`): the template
   * marks it `data-vitrine-reload`, so a visit to it is a full load (docs/integration.md).
   */
  fullLoad?: boolean;
  /**
   * The address of the site's own Trusted Types policy (its `default`, for libraries that write
   * HTML as strings): a script with the nonce that opens the head, before any library runs.
   */
  sitePolicy?: string;
}

export interface CmsPage {
  html: string;
  /** The opening tag that got `data-page-content` (or already had it); null when none was found. */
  region: string | null;
}

/**
 * Where the region goes, best first. Sphinx's `div.document` holds everything that changes from
 * one page of the manual to the next (in Django's theme the previous/next bar and the sidebar
 * too): a region that left them out would keep the first page's links on screen after a visit.
 * Then the main content of other Sphinx themes, then `<main>`.
 */
export const REGION_CANDIDATES: readonly RegExp[] = [
  /<[a-z]+\b[^>]*\sdata-page-content\b[^>]*>/i,
  /<div\b[^>]*\sclass="document"[^>]*>/i,
  /<div\b[^>]*\srole="main"[^>]*>/i,
  /<div\b[^>]*\sclass="body"[^>]*>/i,
  /<main\b[^>]*>/i,
];

/** The snippet a CMS puts in the head of every page (docs/integrating-a-cms.md, step 2). */
export function headSnippet({ nonce, build, settings }: CmsPageValues): string {
  // `<` escaped so no value can close the block; JSON.parse reads it back unchanged.
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return [
    `<script type="application/json" id="vitrine-settings" nonce="${nonce}">${json}</script>`,
    '<link rel="stylesheet" href="/dist/vitrine.css">',
    `<script type="module" src="/dist/vitrine.js?v=${encodeURIComponent(build)}" nonce="${nonce}"></script>`,
  ].join('\n');
}

/**
 * Marks the first candidate of `REGION_CANDIDATES` with `data-page-content`. A page with none is
 * left unmarked: the navigator then looks for `<main>`, and a page with neither is loaded in full
 * by a visit (a `NotAPageError`), as it would be on a CMS whose template lacks the mark.
 */
export function markRegion(html: string): CmsPage {
  for (const candidate of REGION_CANDIDATES) {
    const match = candidate.exec(html);
    if (!match) continue;
    const tag = match[0];
    if (/\sdata-page-content\b/i.test(tag)) return { html, region: tag };
    const marked = tag.replace(/^<([a-z]+)\b/i, '<$1 data-page-content');
    return {
      html: html.slice(0, match.index) + marked + html.slice(match.index + tag.length),
      region: marked,
    };
  }
  return { html, region: null };
}

/**
 * The manual's own scripts are the template's (the files installed by the package, not data a
 * visitor typed), so each gets the nonce, as a CMS's template writes it on its own tags.
 */
export function stampNonces(html: string, nonce: string): string {
  return html.replace(/<script\b(?![^>]*\snonce=)/gi, `<script nonce="${nonce}"`);
}

/** A classic inline script: no `src`, no `type` (not data), no `id` (not the settings block). */
const INLINE_SCRIPT = /<script\b(?![^>]*\s(?:src|type|id)=)[^>]*>[\s\S]*?<\/script>/gi;

/**
 * Moves the head's inline scripts to the start of the region. This manual's do the page's own work
 * when the document is ready (links on the template tags, the tabs of code samples): a visit
 * brings no new document, and a head script the document already ran is not run again, while the
 * region's scripts run at every visit. A CMS template written for Vitrine places them so (the
 * navigator's README); at the region's start they still wait for the document to be ready.
 */
export function movePageScripts(page: CmsPage): CmsPage {
  const { html, region } = page;
  const headEnd = html.search(/<\/head>/i);
  if (!region || headEnd === -1) return page;
  const head = html.slice(0, headEnd);
  const moved = head.match(INLINE_SCRIPT) ?? [];
  const rest = html.slice(headEnd);
  const at = rest.indexOf(region) + region.length;
  if (moved.length === 0 || at < region.length) return page;
  return {
    html: head.replace(INLINE_SCRIPT, '') + rest.slice(0, at) + moved.join('\n') + rest.slice(at),
    region,
  };
}

/** `html` with the site's policy script (`sitePolicy`) first in its head, before the libraries it serves. */
export function openHeadWithPolicy(html: string, { nonce, sitePolicy }: CmsPageValues): string {
  if (!sitePolicy) return html;
  const script = `<script src="${sitePolicy}" nonce="${nonce}"></script>`;
  const head = /<head\b[^>]*>/i.exec(html);
  // A page without <head> gets it first: the parser puts it in the head.
  if (!head) return `${script}\n${html}`;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}\n${script}${html.slice(at)}`;
}

/**
 * The page as the CMS sends it: the site's policy opening the head, nonces stamped, the head
 * snippet at the end of `<head>`, the region marked.
 */
export function asCmsPage(html: string, values: CmsPageValues): CmsPage {
  const stamped = openHeadWithPolicy(stampNonces(html, values.nonce), values);
  const snippet = headSnippet(values);
  const headEnd = stamped.search(/<\/head>/i);
  // A page without </head> (HTML allows it) gets the snippet first: the parser puts it in the head.
  const withHead =
    headEnd === -1
      ? `${snippet}\n${stamped}`
      : `${stamped.slice(0, headEnd)}${snippet}\n${stamped.slice(headEnd)}`;
  const page = movePageScripts(markRegion(withHead));
  return values.fullLoad
    ? { ...page, html: page.html.replace(/<html\b/i, '<html data-vitrine-reload') }
    : page;
}
