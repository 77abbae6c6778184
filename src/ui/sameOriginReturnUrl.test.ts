import { RETURN_URL_VECTORS } from '../../test/data/returnUrlVectors.ts';
import { sameOriginReturnUrl } from './sameOriginReturnUrl.ts';

const here = new URL('https://shop.example/fr/account?tab=2');

describe('sameOriginReturnUrl', () => {
  it.each(RETURN_URL_VECTORS)('turns $returnUrl into a path of this site', ({ returnUrl, client }) => {
    const kept = sameOriginReturnUrl(returnUrl, here);
    expect(kept).toBe(client ?? '/fr/account?tab=2');
    expect(kept).not.toMatch(/^[/\\][/\\]/);
  });

  it('keeps an absolute address of this site as its path', () => {
    expect(sameOriginReturnUrl('https://shop.example/fr/catalog?q=1#top', here)).toBe('/fr/catalog?q=1#top');
  });

  it('never answers //host, even on a page whose own path starts with two slashes', () => {
    const odd = new URL('https://shop.example//evil.example/x');
    expect(sameOriginReturnUrl('https://evil.example/', odd)).toBe('/evil.example/x');
  });
});
