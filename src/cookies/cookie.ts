/** Reads a cookie's decoded value, or undefined when it is not set. */
export function readCookie(name: string, doc: Document = document): string | undefined {
  for (const part of doc.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Writes a cookie for `hours`, path `/`, SameSite=Lax, and Secure when the page is served over https.
 */
export function writeCookie(name: string, value: string, hours: number, doc: Document = document): void {
  const expires = new Date(Date.now() + hours * 3_600_000).toUTCString();
  const secure = doc.defaultView?.location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
}
