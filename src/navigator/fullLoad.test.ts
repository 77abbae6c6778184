import { describe, expect, it } from 'vitest';
import { asksFullLoad, fullLoadError, fullLoadMove } from './fullLoad.ts';
import { ReloadMarkedError } from './ReloadMarkedError.ts';

const page = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('asksFullLoad', () => {
  it('is true for a page with a script marked data-vitrine-reload', () => {
    expect(asksFullLoad(page('<main><script data-vitrine-reload src="/legacy.js"></script></main>'))).toBe(
      true,
    );
  });

  it('is true for a page whose html element is marked', () => {
    expect(asksFullLoad(page('<html data-vitrine-reload><body><main></main></body></html>'))).toBe(true);
  });

  it('is false for an unmarked page, or one marked "false"', () => {
    expect(asksFullLoad(page('<main><script src="/site.js"></script></main>'))).toBe(false);
    expect(asksFullLoad(page('<body data-vitrine-reload="false"><main></main></body>'))).toBe(false);
  });
});

describe('fullLoadError', () => {
  it('names the page a marked page asked for', () => {
    const error = fullLoadError(
      page('<body data-vitrine-reload></body>'),
      new URL('https://shop.example/fr/search'),
    );
    expect(error).toBeInstanceOf(ReloadMarkedError);
    expect(error?.message).toBe('GET https://shop.example/fr/search is marked data-vitrine-reload');
  });

  it('lets an unmarked page of this release be swapped in', () => {
    expect(fullLoadError(page('<main></main>'), new URL('https://shop.example/fr/'))).toBeUndefined();
  });
});

describe('fullLoadMove', () => {
  it('reloads the entry Back or Forward already moved to, so its saved position comes back', () => {
    expect(fullLoadMove('restore', false)).toBe('reload');
  });

  it('replaces the entry a preview wrote, and adds one for a followed link', () => {
    expect(fullLoadMove('push', true)).toBe('replace');
    expect(fullLoadMove('push', false)).toBe('assign');
    expect(fullLoadMove('replace', false)).toBe('assign');
  });
});
