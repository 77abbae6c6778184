import { compareFacts, firstDifference } from '../conformance/compareFacts.ts';
import { mismatchClass, summarize } from '../conformance/mismatchSummary.ts';
import type { PageFacts } from '../conformance/pageFacts.ts';
import { walkLinks } from '../conformance/regionLinks.ts';
import { kindOf, type WalkLink, WalkPlan } from '../conformance/walkPlan.ts';

const site = 'http://manual.test';
const page = new URL(`${site}/intro/tutorial02.html`);

const links: WalkLink[] = [
  { href: 'tutorial03.html', occurrence: 0, url: `${site}/intro/tutorial03.html`, kind: 'next' },
  { href: 'tutorial01.html', occurrence: 0, url: `${site}/intro/tutorial01.html`, kind: 'previous' },
  { href: '../ref/settings.html#x', occurrence: 0, url: `${site}/ref/settings.html#x`, kind: 'anchor' },
  { href: '../genindex.html', occurrence: 0, url: `${site}/genindex.html`, kind: 'index' },
  { href: '../faq/help.html', occurrence: 0, url: `${site}/faq/help.html`, kind: 'content' },
];

describe('the walk plan', () => {
  it('makes the same choices at every run for the same seed', () => {
    const choices = (seed: number) => {
      const plan = new WalkPlan(seed);
      return Array.from({ length: 12 }, () => plan.choose(links)?.url);
    };
    expect(choices(7)).toEqual(choices(7));
    expect(choices(7)).not.toEqual(choices(8));
  });

  it('prefers pages not seen yet, whatever their kind', () => {
    const plan = new WalkPlan(1);
    for (const link of links.slice(0, 4)) plan.saw(link.url);
    expect(plan.choose(links)?.href).toBe('../faq/help.html');
  });

  it('tells the kinds of links from the page and its neighbours', () => {
    const next = `${site}/intro/tutorial03.html`;
    const kind = (url: string) => kindOf(new URL(url), page, next, `${site}/intro/tutorial01.html`);
    expect(kind(next)).toBe('next');
    expect(kind(`${site}/intro/tutorial01.html`)).toBe('previous');
    expect(kind(`${site}/ref/models.html#fields`)).toBe('anchor');
    expect(kind(`${site}/genindex.html`)).toBe('index');
    expect(kind(`${site}/faq/help.html`)).toBe('content');
  });

  it('follows only pages of the site, never the page itself, the search page or a link with a target', () => {
    const raw = (href: string, target = '') => ({
      href,
      occurrence: 0,
      url: new URL(href, page).href,
      target,
    });
    const kept = walkLinks({
      page: page.href,
      next: undefined,
      previous: undefined,
      links: [
        raw('#database-setup'),
        raw('tutorial02.html#x'),
        raw('../search.html'),
        raw('https://docs.python.org/3/'),
        raw('../_images/admin01.png'),
        raw('tutorial03.html', '_blank'),
        raw('/usr/share/doc/python3-doc/html/library/glob.html#module-glob'),
        raw('tutorial03.html'),
      ],
    });
    expect(kept.map((l) => l.href)).toEqual(['tutorial03.html']);
  });
});

const facts = (over: Partial<PageFacts> = {}): PageFacts => ({
  url: `${site}/intro/tutorial02.html`,
  title: 'Part 2',
  headings: ['Part 2', 'Database setup'],
  regionText: 'Part 2 Database setup Now, open up settings.',
  links: [`${site}/intro/tutorial03.html`],
  pictures: [{ src: `${site}/_images/admin01.png`, loaded: true }],
  anchorTop: null,
  viewportHeight: 800,
  ...over,
});

describe('the comparison of a visit with a full load', () => {
  it('finds nothing between equal pages', () => {
    expect(compareFacts(facts(), facts())).toEqual([]);
  });

  it('names each check that differs with what was expected and what was shown', () => {
    const visit = facts({
      title: 'Part 1',
      headings: ['Part 2'],
      pictures: [{ src: `${site}/intro/_images/admin01.png`, loaded: false }],
    });
    const found = compareFacts(facts(), visit);
    expect(found).toEqual([
      'title: expected "Part 2", got "Part 1"',
      'headings h1-h3: 2 expected, 1 shown; missing "Database setup"',
      `pictures not drawn (1): ${site}/intro/_images/admin01.png`,
      `picture addresses: 1 expected, 1 shown; missing "${site}/_images/admin01.png"; extra "${site}/intro/_images/admin01.png"`,
    ]);
  });

  it('shows where two texts first part', () => {
    expect(firstDifference('abc def', 'abc xyz')).toBe(
      'from character 4: expected …"abc def", got …"abc xyz" (lengths 7 and 7)',
    );
  });

  it('reports an anchor the full load shows and the visit does not', () => {
    expect(compareFacts(facts({ anchorTop: 0 }), facts({ anchorTop: 2400 }))).toEqual([
      'anchor target not in view: its top is at 2400 px (full load: 0 px)',
    ]);
  });

  it('groups mismatches by check across visits, the most frequent first', () => {
    expect(mismatchClass('visit: 404 for http://x/a.png')).toBe('visit');
    const text = summarize(
      [
        { label: 'step 1', problems: ['title: expected "a", got "b"', 'pictures not drawn (2): x'] },
        { label: 'step 2', problems: ['pictures not drawn (1): y'] },
      ],
      5,
    );
    expect(text.split('\n').filter((line) => line.startsWith('-'))).toEqual([
      '- pictures not drawn (N): 2 steps',
      '- title: 1 step',
    ]);
  });
});
