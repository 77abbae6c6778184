import type { Page } from '@playwright/test';
import { compareFacts } from './compareFacts.ts';
import type { VisitReport } from './mismatchSummary.ts';
import { readPageFacts } from './pageFacts.ts';
import { PageWatch } from './pageWatch.ts';
import { readRegionLinks, walkLinks } from './regionLinks.ts';
import { followLink, fullLoad, outcomeProblem } from './walker.ts';
import { WalkPlan } from './walkPlan.ts';

/** The two pages of a walk: the one that follows links, and the one that loads each address in full. */
export class WalkPair {
  readonly walkedWatch: PageWatch;
  readonly referenceWatch: PageWatch;
  /** Problems of the full loads themselves: the site's own, reported apart, never a mismatch. */
  readonly siteDefects = new Set<string>();

  constructor(
    readonly walked: Page,
    readonly reference: Page,
  ) {
    this.walkedWatch = new PageWatch(walked);
    this.referenceWatch = new PageWatch(reference);
  }

  /** Loads `url` in full in both pages (a start, or a walk put back on its path). */
  async loadBoth(url: string): Promise<void> {
    await Promise.all([fullLoad(this.walked, url), fullLoad(this.reference, url)]);
    this.differences();
  }

  /**
   * The checks of a page shown in both, one sentence each: the facts that differ, and what went
   * wrong in the walked page that did not go wrong in the full load (a missing file of the site
   * itself fails there too, and is the site's own defect).
   */
  async compare(): Promise<string[]> {
    const [expected, actual] = await Promise.all([
      this.reference.evaluate(readPageFacts),
      this.walked.evaluate(readPageFacts),
    ]);
    return [...compareFacts(expected, actual), ...this.differences()];
  }

  private differences(): string[] {
    const own = this.referenceWatch.take();
    for (const problem of own) this.siteDefects.add(problem);
    return this.walkedWatch
      .take()
      .filter((problem) => !own.includes(problem))
      .map((problem) => `visit: ${problem}`);
  }
}

export interface Leg {
  start: string;
  seed: number;
  visits: number;
}

/**
 * Walks `leg.visits` links from `leg.start`, each chosen on the full load of the current page and
 * clicked in the walked page while the other loads its address in full; `check` gets each step's
 * mismatches (all of them, none when the visit equals the full load). Returns the steps that had any.
 */
export async function walkLeg(
  pair: WalkPair,
  leg: Leg,
  check: (label: string, problems: string[]) => void,
): Promise<VisitReport[]> {
  const plan = new WalkPlan(leg.seed);
  const reports: VisitReport[] = [];
  await pair.loadBoth(leg.start);
  plan.saw(leg.start);
  for (let step = 1; step <= leg.visits; step += 1) {
    const from = pair.walked.url();
    const link = plan.choose(walkLinks(await pair.reference.evaluate(readRegionLinks)));
    if (!link) throw new Error(`${from} has no link the walk may follow`);
    const [outcome] = await Promise.all([followLink(pair.walked, link), fullLoad(pair.reference, link.url)]);
    const problem = outcomeProblem(outcome, link);
    // A link the walked page lacks leaves it where it was: comparing that page says nothing more.
    const compared = outcome === 'link not found' ? [] : await pair.compare();
    const problems = [...(problem ? [problem] : []), ...compared];
    const label = `step ${step}, ${link.kind} link "${link.href}": ${from} → ${link.url}`;
    check(label, problems);
    if (problems.length > 0) reports.push({ label, problems });
    plan.saw(link.url);
    // A walk that went astray goes on from where the link leads, so one defect does not hide the rest.
    if (outcome !== 'visit' || pair.walked.url() !== link.url) await pair.loadBoth(link.url);
  }
  return reports;
}
