import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberDismissal, wasDismissed } from './dismissals.ts';

describe('popup dismissals', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the test cookie.
    document.cookie = 'VitrinePopups=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('remembers a closed popup by id with the time it was closed', () => {
    expect(wasDismissed('winter-sale')).toBe(false);
    rememberDismissal('winter-sale', 1_700_000_000_000);
    rememberDismissal('free-shipping', 1_700_000_001_000);
    expect(wasDismissed('winter-sale')).toBe(true);
    expect(wasDismissed('other')).toBe(false);
    const raw = document.cookie.split('; ').find((c) => c.startsWith('VitrinePopups='));
    expect(JSON.parse(decodeURIComponent(raw?.slice('VitrinePopups='.length) ?? ''))).toEqual({
      'winter-sale': 1_700_000_000_000,
      'free-shipping': 1_700_000_001_000,
    });
  });

  it('keeps the cookie 9999 days, on the whole site, SameSite=Lax', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    const now = Date.UTC(2030, 0, 1);
    rememberDismissal('winter-sale', now);
    expect(writes[0]).toContain(`expires=${new Date(now + 9999 * 86_400_000).toUTCString()}`);
    expect(writes[0]).toContain('path=/');
    expect(writes[0]).toContain('SameSite=Lax');
  });
});
