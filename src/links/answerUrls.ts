import { settings } from '../settings/index.ts';
import { decideNavigation, type NavigationReason } from '../url/urlPolicy.ts';

/** The addresses already reported: each refused address is logged once per page load. */
const reported = new Set<string>();

function refused(raw: string, use: string, reason: NavigationReason): '' {
  if (!reported.has(raw)) {
    reported.add(raw);
    console.warn(`[vitrine] ${use} address of an answer refused (${reason}): ${JSON.stringify(raw)}`);
  }
  return '';
}

/**
 * The origins the settings' `mediaOrigins` allow besides the page's own (an image CDN), as
 * origins: an entry that is not an http(s) address is left out.
 */
export function mediaOrigins(): string[] {
  const listed = settings().mediaOrigins;
  if (!Array.isArray(listed)) return [];
  return listed.flatMap((entry) => {
    try {
      const url = new URL(String(entry));
      return url.protocol === 'http:' || url.protocol === 'https:' ? [url.origin] : [];
    } catch {
      return [];
    }
  });
}

/**
 * The address a picture named by an answer may load from (`<img src>`, `srcset`, a poster, a
 * background): http(s) on the shop's origin or on one of the settings' `mediaOrigins`, without
 * credentials. Anything else (another site however it is spelled, another scheme) is '' (the
 * caller shows its placeholder) and reported once in the console. Not a string, or empty: ''.
 */
export function pictureUrl(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '') return '';
  const decision = decideNavigation(raw, location.href, { shopOnly: true, alsoAllowed: mediaOrigins() });
  return decision.kind === 'refuse' ? refused(raw, 'picture', decision.reason) : decision.url.href;
}

/**
 * The address a link built from an answer may carry: one of the shop's own pages with `shopOnly`
 * (a product's page), else also a file on one of the settings' `mediaOrigins` (an asset's file).
 * Anything else is '' (the caller shows the text without a link) and reported once in the
 * console. Not a string, or empty: ''.
 */
export function linkHref(raw: unknown, options: { shopOnly?: boolean } = {}): string {
  if (typeof raw !== 'string' || raw.trim() === '') return '';
  const alsoAllowed = options.shopOnly ? [] : mediaOrigins();
  const decision = decideNavigation(raw, location.href, { shopOnly: true, alsoAllowed });
  return decision.kind === 'refuse' ? refused(raw, 'link', decision.reason) : decision.url.href;
}
