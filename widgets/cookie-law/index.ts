import { defineWidget, mountDismissibleBar, readCookie, settings, writeCookie } from '../../src/index.ts';

/** Cookie-law bar memory lifetime (8760 hours: a year). */
export const COOKIE_LAW_HOURS = 8760;

/** `{siteName}CookieLaw`, value `1` once the customer pressed OK. */
function cookieName(): string {
  return `${settings().siteName}CookieLaw`;
}

export default defineWidget({
  name: 'cookie-law',
  strategy: 'eager',
  options: {},
  mount(el, _options, { signal }) {
    const name = cookieName();
    return mountDismissibleBar(el, {
      closeSelector: '[data-cookie-law-ok]',
      wasDismissed: () => readCookie(name) !== undefined,
      remember: () => writeCookie(name, '1', COOKIE_LAW_HOURS),
      signal,
    });
  },
});
