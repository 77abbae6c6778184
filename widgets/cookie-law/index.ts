import type { WidgetDefinition } from '../../src/index.ts';
import { dismissElement, readCookie, writeCookie } from '../../src/index.ts';

/** Cookie-law bar memory lifetime (spec: 8760 hours). */
export const COOKIE_LAW_HOURS = 8760;

/** `{siteName}CookieLaw`, value `1` once the customer pressed OK. */
function cookieName(): string {
  return `${window.vitrine?.settings.siteName ?? 'Vitrine'}CookieLaw`;
}

const cookieLaw: WidgetDefinition<Record<string, never>> = {
  name: 'cookie-law',
  strategy: 'eager',
  options: {},
  mount(el, _options, { signal }) {
    const name = cookieName();
    if (readCookie(name) !== undefined) {
      el.remove();
      return undefined;
    }
    el.hidden = false;
    el.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        if (!target?.closest('[data-cookie-law-ok]')) return;
        writeCookie(name, '1', COOKIE_LAW_HOURS);
        dismissElement(el);
      },
      { signal },
    );
    return undefined;
  },
};

export default cookieLaw;
