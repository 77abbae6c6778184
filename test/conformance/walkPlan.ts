import { createPrng, type Prng } from '../../fixtures/data/prng.ts';

/** A link of the region that a walk may follow, as the full load of its page has it. */
export interface WalkLink {
  /** The `href` attribute as written (what the walked page is searched by). */
  href: string;
  /** Which of the region's links with that same `href` it is (0 for the first). */
  occurrence: number;
  /** The address it leads to on the full load. */
  url: string;
  /** The link's `rel`-like role, read from the page's own `<link rel=next|prev>`, its hash, its target. */
  kind: LinkKind;
}

export type LinkKind = 'next' | 'previous' | 'anchor' | 'index' | 'content';

/** How often each kind is chosen: mostly along the manual's chain, with detours. */
const WEIGHTS: Record<LinkKind, number> = { next: 45, previous: 10, anchor: 20, index: 8, content: 17 };

const INDEX_PAGES = /\/(genindex|py-modindex|contents|index|glossary)\.html$/;

/** The kind of a link, from what the page says of its neighbours (`<link rel=next|prev>`). */
export function kindOf(
  url: URL,
  page: URL,
  next: string | undefined,
  previous: string | undefined,
): LinkKind {
  const bare = `${url.origin}${url.pathname}`;
  if (url.hash && bare !== `${page.origin}${page.pathname}`) return 'anchor';
  if (next && bare === next) return 'next';
  if (previous && bare === previous) return 'previous';
  if (INDEX_PAGES.test(url.pathname)) return 'index';
  return 'content';
}

/**
 * The walk's choices, the same at every run: a seeded generator picks a kind by weight among the
 * kinds the page has, then a link of that kind, among pages not seen yet when there are some (so
 * the walk spreads over the manual instead of circling).
 */
export class WalkPlan {
  private readonly prng: Prng;
  private readonly seen = new Set<string>();

  constructor(seed: number) {
    this.prng = createPrng(seed);
  }

  /** Notes a page as seen (its address without the hash). */
  saw(url: string): void {
    this.seen.add(url.replace(/#.*$/, ''));
  }

  /**
   * The next link to follow among `links`, or undefined when there is none. Kinds with a page not
   * seen yet come first, so a previous link does not lead back and forth between two pages.
   */
  choose(links: readonly WalkLink[]): WalkLink | undefined {
    const fresh = links.filter((l) => !this.seen.has(l.url.replace(/#.*$/, '')));
    const pool = fresh.length > 0 ? fresh : links;
    const kinds = (Object.keys(WEIGHTS) as LinkKind[]).filter((kind) => pool.some((l) => l.kind === kind));
    if (kinds.length === 0) return undefined;
    const total = kinds.reduce((sum, kind) => sum + WEIGHTS[kind], 0);
    const roll = this.prng.next() * total;
    let below = 0;
    const kind =
      kinds.find((k) => {
        below += WEIGHTS[k];
        return roll < below;
      }) ?? (kinds[kinds.length - 1] as LinkKind);
    return this.prng.pick(pool.filter((l) => l.kind === kind));
  }
}
