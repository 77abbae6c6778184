import Cookies from 'js-cookie';

/** Reads a cookie's decoded value, or undefined when it is not set. */
export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

/**
 * Writes a cookie through js-cookie for `hours` from `now`, with the attributes of every Vitrine
 * cookie (consent, popup and banner memory): path `/`, SameSite=Lax, Secure when the page is
 * served over https.
 */
export function writeCookie(name: string, value: string, hours: number, now: number = Date.now()): void {
  Cookies.set(name, value, {
    expires: new Date(now + hours * 3_600_000),
    path: '/',
    // Spelt as the Set-Cookie attributes are; js-cookie writes the keys as given.
    SameSite: 'Lax',
    Secure: location.protocol === 'https:',
  });
}

/** Deletes a cookie written by `writeCookie` (path `/`). */
export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}
