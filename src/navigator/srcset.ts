/**
 * Rewrites the addresses of a `srcset` (`a.jpg 1x, b.jpg 2x`, `c.jpg 480w`) with `resolve`,
 * keeping each candidate's descriptors. An address may hold commas (`data:` pictures): as the
 * browser reads it, an address runs to the next white space, and a comma ending it ends the
 * candidate.
 */
export function resolveSrcset(srcset: string, resolve: (url: string) => string): string {
  const candidates: string[] = [];
  let rest = srcset;
  for (;;) {
    rest = rest.replace(/^[\s,]+/, '');
    if (rest === '') break;
    const url = /^\S+/.exec(rest)?.[0] ?? '';
    rest = rest.slice(url.length);
    const bare = url.replace(/,+$/, '');
    let descriptors = '';
    if (bare === url) {
      const end = rest.indexOf(',');
      descriptors = (end < 0 ? rest : rest.slice(0, end)).trim();
      rest = end < 0 ? '' : rest.slice(end + 1);
    }
    candidates.push(descriptors ? `${resolve(bare)} ${descriptors}` : resolve(bare));
  }
  return candidates.join(', ');
}
