import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, writeCookie } from './cookie.ts';

/** Captures what is written to document.cookie, attributes included (the browser hides them on read). */
function spyOnCookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor?.set?.call(document, value);
  });
  return writes;
}

describe('cookies', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('reads back a JSON value it wrote', () => {
    const value = JSON.stringify({ stamp: '2026-11', preferences: true });
    writeCookie('VitrineCookieConsent', value, 8760);
    expect(readCookie('VitrineCookieConsent')).toBe(value);
  });

  it('reads a value written URI-encoded by an earlier bundle', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie as the earlier bundle wrote it.
    document.cookie = `Legacy=${encodeURIComponent('{"a":"b c"}')}; path=/`;
    expect(readCookie('Legacy')).toBe('{"a":"b c"}');
    expect(readCookie('Missing')).toBeUndefined();
  });

  it('writes path /, SameSite=Lax and the lifetime in hours', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1) });
    const writes = spyOnCookieWrites();
    writeCookie('VitrineCookieConsent', '{}', 8760);
    const attributes = (writes[0] ?? '').split('; ').slice(1);
    expect(attributes).toContain('path=/');
    expect(attributes).toContain('SameSite=Lax');
    expect(attributes).toContain(`expires=${new Date(Date.UTC(2027, 0, 1)).toUTCString()}`);
    expect(attributes).not.toContain('Secure');
  });

  it('adds Secure on an https page', () => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, protocol: 'https:' });
    const writes = spyOnCookieWrites();
    writeCookie('VitrinePopups', '{}', 24);
    expect((writes[0] ?? '').split('; ')).toContain('Secure');
  });
});
