/**
 * The local targets of a Markdown text's links and images, as written (`../src/x.ts#part`): no web
 * address, no bare anchor.
 */
export function localTargets(text: string): string[] {
  const targets = [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1] ?? '');
  return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'));
}
