import { reportUnknownFailure } from '../http/errorPolicy.ts';
import { followUrl } from '../url/followUrl.ts';

interface WithNavigate {
  vitrine?: { navigate?: (url: string, options?: NavigateToOptions) => unknown };
}

/** Options of `navigateTo`. */
export interface NavigateToOptions {
  /** Replace the current history entry; default false. */
  replace?: boolean;
  /** Keep focus on the control that asked (its id on the new page) rather than the heading; default false. */
  keepFocus?: boolean;
  /** Keep the scroll position rather than going to the top; default false. */
  keepScroll?: boolean;
}

/**
 * Opens a page of the shop that a server answer named (a confirmation page, a list's new address,
 * a suggestion's product). The URL policy decides first, shop-only: the page's own origin is
 * visited through the navigator when the bundle has one (no reload), else with a plain location
 * change. Anything else (another site however it is spelled, another scheme, credentials, an
 * empty address) is refused: a console error, then the error policy's error modal, and the
 * customer stays on the page. Resolves to 'refused' then, so the caller can put its UI back.
 */
export async function navigateTo(url: string, options: NavigateToOptions = {}): Promise<unknown> {
  const result = await followUrl(url, { ...options, shopOnly: true }, (target) => {
    const vitrine = (window as unknown as WithNavigate).vitrine;
    if (typeof vitrine?.navigate === 'function') return vitrine.navigate(target.href, options);
    if (options.replace) location.replace(target.href);
    else location.assign(target.href);
    return 'loaded';
  });
  if (result === 'refused') reportUnknownFailure();
  return result;
}
