import type { PageFacts } from './pageFacts.ts';

/** Shortens a value for a failure message. */
function shown(value: string, max = 160): string {
  return value.length > max ? `${JSON.stringify(value.slice(0, max))}…` : JSON.stringify(value);
}

/** Where two texts first part, with a little of each from there: enough to find the place. */
export function firstDifference(expected: string, actual: string): string {
  let at = 0;
  while (at < expected.length && at < actual.length && expected[at] === actual[at]) at += 1;
  const from = Math.max(0, at - 40);
  return `from character ${at}: expected …${shown(expected.slice(from, at + 80))}, got …${shown(actual.slice(from, at + 80))} (lengths ${expected.length} and ${actual.length})`;
}

function compareLists(name: string, expected: string[], actual: string[]): string[] {
  if (expected.join('\n') === actual.join('\n')) return [];
  const missing = expected.filter((item) => !actual.includes(item));
  const extra = actual.filter((item) => !expected.includes(item));
  const parts = [`${expected.length} expected, ${actual.length} shown`];
  if (missing.length > 0)
    parts.push(
      `missing ${missing
        .slice(0, 4)
        .map((m) => shown(m, 60))
        .join(', ')}`,
    );
  if (extra.length > 0)
    parts.push(
      `extra ${extra
        .slice(0, 4)
        .map((m) => shown(m, 60))
        .join(', ')}`,
    );
  if (missing.length === 0 && extra.length === 0) parts.push('same items in another order');
  return [`${name}: ${parts.join('; ')}`];
}

function comparePictures(expected: PageFacts, actual: PageFacts): string[] {
  const found: string[] = [];
  const broken = actual.pictures.filter((p) => !p.loaded).map((p) => p.src);
  if (broken.length > 0)
    found.push(`pictures not drawn (${broken.length}): ${broken.slice(0, 3).join(', ')}`);
  const sources = (facts: PageFacts) => facts.pictures.map((p) => p.src);
  return [...found, ...compareLists('picture addresses', sources(expected), sources(actual))];
}

function inView(facts: PageFacts): boolean {
  return facts.anchorTop !== null && facts.anchorTop >= -1 && facts.anchorTop < facts.viewportHeight;
}

/**
 * Everything in which a visit's page differs from the full load of the same address (`expected`),
 * one sentence per check: which check, expected, shown.
 */
export function compareFacts(expected: PageFacts, actual: PageFacts): string[] {
  const found: string[] = [];
  if (actual.url !== expected.url) found.push(`URL: expected ${expected.url}, got ${actual.url}`);
  if (actual.title !== expected.title)
    found.push(`title: expected ${shown(expected.title)}, got ${shown(actual.title)}`);
  found.push(...compareLists('headings h1-h3', expected.headings, actual.headings));
  if (actual.regionText !== expected.regionText) {
    found.push(`region text ${firstDifference(expected.regionText, actual.regionText)}`);
  }
  found.push(...compareLists('region links', expected.links, actual.links));
  found.push(...comparePictures(expected, actual));
  if (inView(expected) && !inView(actual)) {
    found.push(
      `anchor target not in view: its top is ${actual.anchorTop === null ? 'not in the page' : `at ${actual.anchorTop} px`} (full load: ${expected.anchorTop} px)`,
    );
  }
  return found;
}
