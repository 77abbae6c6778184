import type { WidgetDefinition } from '../../src/index.ts';

/** Cookie-law bar memory lifetime (spec: 8760 hours). */
export const COOKIE_LAW_HOURS = 8760;

/** `{siteName}CookieLaw`, value `1` once the customer pressed OK. */
function cookieName(): string {
  return `${window.vitrine?.settings.siteName ?? 'Vitrine'}CookieLaw`;
}

// Type-only imports from src/index.ts keep this chunk free of the shared React chunks.
const cookieLaw: WidgetDefinition<Record<string, never>> = {
  name: 'cookie-law',
  strategy: 'eager',
  options: {},
  mount(el, _options, { signal }) {
    const name = cookieName();
    if (document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`))) {
      el.remove();
      return undefined;
    }
    el.hidden = false;
    el.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        if (!target?.closest('[data-cookie-law-ok]')) return;
        const expires = new Date(Date.now() + COOKIE_LAW_HOURS * 3_600_000).toUTCString();
        const secure = location.protocol === 'https:' ? '; Secure' : '';
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in the Safari and Firefox versions we target.
        document.cookie = `${name}=1; expires=${expires}; path=/; SameSite=Lax${secure}`;
        const hadFocus = el.contains(document.activeElement);
        el.remove();
        if (hadFocus)
          document.querySelector<HTMLElement>('[data-page-content], main')?.focus({ preventScroll: true });
      },
      { signal },
    );
    return undefined;
  },
};

export default cookieLaw;
