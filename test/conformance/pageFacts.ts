/** What the walk compares between a visit and a full load of the same address. */
export interface PageFacts {
  url: string;
  title: string;
  /** The text of every h1, h2 and h3 of the page, in order. */
  headings: string[];
  /** The region's rendered text (`innerText`: what a script hid or showed counts), spaces folded. */
  regionText: string;
  /** The address of every link of the region, in order (scripts add some: Django's template tags). */
  links: string[];
  /** Every picture of the region: its resolved address and whether it was drawn. */
  pictures: { src: string; loaded: boolean }[];
  /** The top of the URL's anchor target in the viewport (px), or null without a target. */
  anchorTop: number | null;
  viewportHeight: number;
}

/**
 * Reads the facts of the page it runs in. Passed to `page.evaluate`, so it uses nothing from
 * outside its own body.
 */
export function readPageFacts(): PageFacts {
  const fold = (text: string) => text.replace(/\s+/g, ' ').trim();
  const region = document.querySelector<HTMLElement>('[data-page-content]') ?? document.body;
  const hash = decodeURIComponent(location.hash.slice(1));
  const target = hash ? document.getElementById(hash) : null;
  return {
    url: location.href,
    title: document.title,
    headings: [...document.querySelectorAll<HTMLElement>('h1, h2, h3')].map((h) => fold(h.innerText)),
    regionText: fold(region.innerText),
    links: [...region.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => a.href),
    pictures: [...region.querySelectorAll('img')].map((img) => ({
      src: img.src,
      loaded: img.complete && img.naturalWidth > 0,
    })),
    anchorTop: target ? Math.round(target.getBoundingClientRect().top) : null,
    viewportHeight: window.innerHeight,
  };
}

/** True once every picture of the page has loaded or failed (both make `complete` true). */
export function picturesSettled(): boolean {
  return [...document.images].every((img) => img.complete);
}
