import { recallPreference, rememberPreference } from '../consent/record/preferenceCookies.ts';

/**
 * The name under which closed popups and banners are remembered (the popup and site-banner
 * widgets): `{siteName}Popups`, JSON `{"<id>": <closed at, ms since epoch>}`.
 */
export function dismissalCookieName(): string {
  return `${window.vitrine?.settings.siteName ?? 'Vitrine'}Popups`;
}

function readAll(): Record<string, number> {
  const raw = recallPreference(dismissalCookieName());
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, number>)
      : {};
  } catch {
    return {};
  }
}

/** True when the customer closed the popup or banner with this id before. */
export function wasDismissed(id: string): boolean {
  return Object.hasOwn(readAll(), id);
}

/**
 * Records that the popup or banner `id` was closed now. It is a choice the customer made, kept as
 * the preferences consent allows (`rememberPreference`): a cookie for the consent's lifetime with
 * it, this tab's session only without it, deleted when the consent goes.
 */
export function rememberDismissal(id: string, now: number = Date.now()): void {
  const all = readAll();
  all[id] = now;
  rememberPreference(dismissalCookieName(), JSON.stringify(all));
}
