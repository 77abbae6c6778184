/** Page settings read from `<script type="application/json" id="vitrine-settings">`. */
export interface Settings {
  culture: string;
  appPath: string;
  websiteUrl: string;
  siteName: string;
  consentStamp: string;
  csrfToken: string;
  /** An opaque id of the signed-in customer ('' when signed out): what a tab keeps belongs to them. */
  customer: string;
  /**
   * Origins besides the page's own that answers may name for pictures and files (an image CDN:
   * `["https://cdn.shop.example"]`); any other address an answer gives is dropped.
   */
  mediaOrigins: string[];
  /**
   * Announcement topics the bundle keeps quiet about, because the page's own markup says them
   * (`["cart-count"]`; the topics are listed in docs/accessibility.md).
   */
  quietAnnouncements: string[];
  /** Unknown keys are kept for widgets. */
  [key: string]: unknown;
}

/** The cultures the bundle has its own texts for (src/i18n/defaults/). */
const CULTURES = ['en', 'fr', 'nl', 'es', 'de', 'it', 'pt'];

function defaults(doc: Document): Settings {
  const lang = (doc.documentElement.lang || '').slice(0, 2).toLowerCase();
  const loc = doc.defaultView?.location;
  return {
    culture: CULTURES.includes(lang) ? lang : 'en',
    appPath: '/',
    websiteUrl: loc ? loc.origin : '',
    siteName: 'Vitrine',
    consentStamp: '',
    csrfToken: '',
    customer: '',
    mediaOrigins: [],
    quietAnnouncements: [],
  };
}

function normaliseAppPath(path: string): string {
  const withLead = path.startsWith('/') ? path : `/${path}`;
  return withLead.endsWith('/') ? withLead : `${withLead}/`;
}

/**
 * Reads the settings block. A missing or malformed block falls back to defaults taken from
 * `<html lang>` and `location`, with one console warning; so does a known key of the wrong type
 * (`"culture": 5`), one warning naming every such key.
 */
export function readSettings(doc: Document = document): Settings {
  const base = defaults(doc);
  const block = doc.getElementById('vitrine-settings');
  if (!block) {
    console.warn('[vitrine] no #vitrine-settings block: using defaults from <html lang> and location');
    return base;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(block.textContent || '');
  } catch {
    parsed = undefined;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    console.warn(
      '[vitrine] #vitrine-settings is not a JSON object: using defaults from <html lang> and location',
    );
    return base;
  }
  const merged: Settings = { ...base };
  const wrong: string[] = [];
  for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (key in base && typeof value !== typeof base[key]) {
      wrong.push(
        `"${key}" (${JSON.stringify(value)}, not a ${typeof base[key]}; using ${JSON.stringify(base[key])})`,
      );
      continue;
    }
    merged[key] = value;
  }
  if (wrong.length > 0) {
    console.warn(`[vitrine] #vitrine-settings: wrong type for ${wrong.join(', ')}`);
  }
  merged.appPath = normaliseAppPath(merged.appPath);
  warnUnknownCulture(merged.culture);
  return merged;
}

const warnedCultures = new Set<string>();

/**
 * A culture the bundle has no texts for is used as it is (amounts and dates formatted by `Intl` for
 * it, texts from the CMS's strings for it, then the bundle's English ones), with one console warning.
 */
function warnUnknownCulture(culture: string): void {
  if (CULTURES.includes(culture) || warnedCultures.has(culture)) return;
  warnedCultures.add(culture);
  console.warn(
    `[vitrine] #vitrine-settings: culture "${culture}" is none of ${CULTURES.join(', ')}: amounts and dates follow Intl's "${culture}", texts come from the CMS's strings for it, then English`,
  );
}

let current: Settings | undefined;

/** The settings of the current page, read once and re-read by `refreshSettings()` after a swap. */
export function settings(): Settings {
  current ??= readSettings();
  return current;
}

/** Drops the cached settings so the next `settings()` call reads the block again. */
export function refreshSettings(): void {
  current = undefined;
}

/**
 * The CSRF token for non-GET requests: the settings' `csrfToken`, or the first
 * `input[name=__RequestVerificationToken]` of the page.
 */
export function csrfToken(doc: Document = document): string {
  const fromSettings = settings().csrfToken;
  if (fromSettings) return fromSettings;
  const input = doc.querySelector<HTMLInputElement>('input[name="__RequestVerificationToken"]');
  return input?.value ?? '';
}

/** Joins the application path and a relative path: `appUrl('api/v1/x')` → `/shop/api/v1/x`. */
export function appUrl(path: string): string {
  return settings().appPath + path.replace(/^\/+/, '');
}
