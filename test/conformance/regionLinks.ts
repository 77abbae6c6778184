import { kindOf, type WalkLink } from './walkPlan.ts';

/** A region's links as the page has them, before the walk sorts them. */
export interface RawLinks {
  page: string;
  next: string | undefined;
  previous: string | undefined;
  links: { href: string; occurrence: number; url: string; target: string }[];
}

/** Reads the links of the region of the page it runs in (for `page.evaluate`: self-contained). */
export function readRegionLinks(): RawLinks {
  const region = document.querySelector('[data-page-content]') ?? document.body;
  const counts = new Map<string, number>();
  const links = [...region.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => {
    // Counted by the address the link leads to: a visit may write a relative href from the root.
    const occurrence = counts.get(a.href) ?? 0;
    counts.set(a.href, occurrence + 1);
    return { href: a.getAttribute('href') ?? '', occurrence, url: a.href, target: a.target };
  });
  const rel = (name: string) => document.querySelector<HTMLLinkElement>(`link[rel="${name}"]`)?.href;
  return { page: location.href, next: rel('next'), previous: rel('prev'), links };
}

/**
 * The links a walk may follow: pages of the same site (`.html`), not the page itself (a same-page
 * anchor scrolls, it is no visit), not the search page (a spec of its own), none with a target,
 * none to another package's files (Debian's build points the manual's links to Python's docs at
 * `/usr/share/doc/python3-doc/` on the disk: over HTTP they lead nowhere, in a full load too).
 */
export function walkLinks(raw: RawLinks): WalkLink[] {
  const page = new URL(raw.page);
  const chosen: WalkLink[] = [];
  for (const link of raw.links) {
    const url = new URL(link.url);
    if (url.origin !== page.origin || link.target !== '' || !url.pathname.endsWith('.html')) continue;
    if (url.pathname === page.pathname || url.pathname.endsWith('/search.html')) continue;
    if (url.pathname.startsWith('/usr/share/doc/')) continue;
    const kind = kindOf(url, page, raw.next, raw.previous);
    chosen.push({ href: link.href, occurrence: link.occurrence, url: url.href, kind });
  }
  return chosen;
}
