/** The name a library's markup goes through: the browser asks it for every plain string a sink gets. */
const DEFAULT_POLICY = 'default';

/** The exact markup allowed, and the shapes of markup with a counter in it. */
const allowed = new Set<string>();
const shapes: RegExp[] = [];
let asked = false;

function onlyAllowed(value: string): string | null {
  if (allowed.has(value) || shapes.some((shape) => shape.test(value))) return value;
  console.warn('Vitrine: markup written outside the door was refused:', value.slice(0, 120));
  // Null: the browser refuses the sink and reports the violation.
  return null;
}

/**
 * Lets a library that writes HTML as plain strings (Leaflet 1.9: a feature test as it loads, its
 * buttons, its attribution line) write exactly `values`, or markup matching `patterns`, under
 * Trusted Types: the first call makes the `default` policy, which the browser asks for any plain
 * string a sink gets; it accepts only what was allowed here and refuses the rest. Nothing is made
 * before a library needs it, nor where the browser has no Trusted Types.
 */
export function allowLibraryMarkup(values: Iterable<string>, patterns: readonly RegExp[] = []): void {
  for (const value of values) allowed.add(value);
  shapes.push(...patterns);
  if (asked) return;
  asked = true;
  const factory = (window as { trustedTypes?: { createPolicy(name: string, rules: object): unknown } })
    .trustedTypes;
  try {
    factory?.createPolicy(DEFAULT_POLICY, { createHTML: onlyAllowed });
  } catch (error) {
    console.error(`Vitrine: the page's CSP refuses the Trusted Types policy "${DEFAULT_POLICY}":`, error);
  }
}
