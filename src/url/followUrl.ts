import { decideNavigation, type NavigationDecision, type UrlPolicyOptions } from './urlPolicy.ts';

/** Options of `followUrl`: the policy's, and how a load is made. */
export interface FollowOptions extends UrlPolicyOptions {
  /** Replace the current history entry; default false. */
  replace?: boolean;
}

/** Shortens a refused address for the console (a data: URL can be megabytes). */
function shown(raw: string | URL): string {
  const text = String(raw);
  return JSON.stringify(text.length > 120 ? `${text.slice(0, 120)}…` : text);
}

/**
 * Carries out a decision that is not a visit: a full page load, or a refusal with a console
 * error naming the address and the reason. Returns 'loaded' or 'refused'.
 */
export function leaveTo(
  raw: string | URL,
  decision: NavigationDecision,
  options: FollowOptions = {},
): 'loaded' | 'refused' {
  if (decision.kind === 'refuse' || !decision.url) {
    console.error(`[vitrine] refused to navigate to ${shown(raw)}: ${decision.reason}`);
    return 'refused';
  }
  if (options.replace) location.replace(decision.url.href);
  else location.assign(decision.url.href);
  return 'loaded';
}

/**
 * The one way to go to a server-given URL: decided by `decideNavigation` against the page's
 * address; a same-origin page goes to `visit` (the navigator, or a load when there is none), another
 * origin is loaded (refused with `shopOnly`), anything else is refused with a console error.
 */
export function followUrl(
  raw: string | URL,
  options: FollowOptions,
  visit: (url: URL) => unknown,
): Promise<unknown> {
  const decision = decideNavigation(raw, location.href, options);
  if (decision.kind === 'visit') return Promise.resolve(visit(decision.url));
  return Promise.resolve(leaveTo(raw, decision, options));
}
