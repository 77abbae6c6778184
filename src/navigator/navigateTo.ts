import { type FollowOptions, followUrl } from './followUrl.ts';

interface WithNavigate {
  vitrine?: { navigate?: (url: string, options?: { replace?: boolean }) => unknown };
}

/**
 * Opens a server-given page: checked by the URL policy first (`followUrl`: other schemes refused,
 * other origins loaded, or refused with `shopOnly`), then through the navigator when the bundle
 * has one (no reload), else with a plain location change.
 */
export function navigateTo(url: string, options: FollowOptions = {}): Promise<unknown> {
  return followUrl(url, options, (target) => {
    const vitrine = (window as unknown as WithNavigate).vitrine;
    if (typeof vitrine?.navigate === 'function') return vitrine.navigate(target.href, options);
    if (options.replace) location.replace(target.href);
    else location.assign(target.href);
    return 'loaded';
  });
}
