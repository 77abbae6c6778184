import { readCookie, writeCookie } from '../cookies/index.ts';

/** Popup memory lifetime (9999 days). */
export const DISMISSAL_DAYS = 9999;

/**
 * The cookie that remembers closed popups and banners (the popup and site-banner widgets):
 * `{siteName}Popups`, JSON `{"<id>": <closed at, ms since epoch>}`, 9999 days, path /, SameSite=Lax.
 */
export function dismissalCookieName(): string {
  return `${window.vitrine?.settings.siteName ?? 'Vitrine'}Popups`;
}

function readAll(): Record<string, number> {
  const raw = readCookie(dismissalCookieName());
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

/** Records that the popup or banner `id` was closed now. */
export function rememberDismissal(id: string, now: number = Date.now()): void {
  const all = readAll();
  all[id] = now;
  writeCookie(dismissalCookieName(), JSON.stringify(all), DISMISSAL_DAYS * 24, now);
}
