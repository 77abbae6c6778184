import { describe, expect, it } from 'vitest';
import { swapSources } from './swapSources.ts';

describe('swapSources', () => {
  it('moves data-src and data-srcset into place', () => {
    const img = document.createElement('img');
    img.setAttribute('data-src', '/a.jpg');
    img.setAttribute('data-srcset', '/a.jpg 1x, /a2.jpg 2x');
    expect(swapSources(img)).toBe(true);
    expect(img.getAttribute('src')).toBe('/a.jpg');
    expect(img.getAttribute('srcset')).toBe('/a.jpg 1x, /a2.jpg 2x');
    expect(img.hasAttribute('data-src')).toBe(false);
  });

  it('also swaps the sources of a picture', () => {
    const picture = document.createElement('picture');
    picture.innerHTML = '<source data-srcset="/a.webp" type="image/webp"><img data-src="/a.jpg" alt="">';
    const img = picture.querySelector('img') as HTMLImageElement;
    swapSources(img);
    expect(picture.querySelector('source')?.getAttribute('srcset')).toBe('/a.webp');
  });

  it('says when there is nothing to swap', () => {
    expect(swapSources(document.createElement('img'))).toBe(false);
  });
});
