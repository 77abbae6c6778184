import { refreshSettings } from '../settings/index.ts';
import { linkHref, mediaOrigins, pictureUrl } from './answerUrls.ts';

function pageWith(settings: Record<string, unknown>): void {
  document.head.innerHTML = `<script type="application/json" id="vitrine-settings">${JSON.stringify(settings)}</script>`;
  refreshSettings();
}

describe('addresses named by answers', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    pageWith({ culture: 'fr', mediaOrigins: ['https://cdn.shop.example/', 'javascript:x', 'nope'] });
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    document.head.innerHTML = '';
    refreshSettings();
  });

  it('reads the allowed media origins as origins, leaving out what is no http(s) address', () => {
    expect(mediaOrigins()).toEqual(['https://cdn.shop.example']);
  });

  it('loads a picture from the shop or an allowed media origin only', () => {
    expect(pictureUrl('/media/1.jpg')).toBe(`${location.origin}/media/1.jpg`);
    expect(pictureUrl('https://cdn.shop.example/p/1.jpg')).toBe('https://cdn.shop.example/p/1.jpg');
    for (const hostile of [
      '//evil.example/x',
      '/\\evil.example/x',
      'https:evil.example',
      'https://evil.example/pixel.gif?c=1',
      'https://cdn.shop.example.evil.example/x',
      'https://user@cdn.shop.example/x',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
    ]) {
      // On an http page `https:evil.example` names https://evil.example/: another origin.
      expect(pictureUrl(hostile), hostile).toBe('');
    }
  });

  it('reports a refused address once in the console, however often an answer names it', () => {
    pictureUrl('//once.example/x');
    pictureUrl('//once.example/x');
    linkHref('//once.example/x');
    expect(
      warn.mock.calls.filter(([text]: unknown[]) => String(text).includes('//once.example/x')),
    ).toHaveLength(1);
  });

  it('says nothing about a field that is missing, empty or not text', () => {
    expect([pictureUrl(undefined), pictureUrl(''), pictureUrl(42), linkHref(null)]).toEqual(['', '', '', '']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('links to the shop’s pages, and to files on a media origin unless the link must stay in the shop', () => {
    expect(linkHref('/fr/catalog/products/1', { shopOnly: true })).toBe(
      `${location.origin}/fr/catalog/products/1`,
    );
    expect(linkHref('https://cdn.shop.example/f/a.pdf')).toBe('https://cdn.shop.example/f/a.pdf');
    expect(linkHref('https://cdn.shop.example/f/a.pdf', { shopOnly: true })).toBe('');
    expect(linkHref('https://evil.example/a.pdf')).toBe('');
  });
});
