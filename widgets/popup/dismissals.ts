/** Popup memory lifetime (spec: 9999 days). */
export const DISMISSAL_DAYS = 9999;

/**
 * The cookie that remembers closed popups and banners, shared with the site-banner widget (same code in both folders: widgets never import each other):
 * `{siteName}Popups`, JSON `{"<id>": <closed at, ms since epoch>}`, 9999 days, path /, SameSite=Lax.
 */
export function dismissalCookieName(): string {
  return `${window.vitrine?.settings.siteName ?? 'Vitrine'}Popups`;
}

function readAll(): Record<string, number> {
  const name = `${dismissalCookieName()}=`;
  const raw = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(name));
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw.slice(name.length)));
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
  const expires = new Date(now + DISMISSAL_DAYS * 86_400_000).toUTCString();
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in the Safari and Firefox versions we target.
  document.cookie = `${dismissalCookieName()}=${encodeURIComponent(JSON.stringify(all))}; expires=${expires}; path=/; SameSite=Lax${secure}`;
}
