import { describe, expect, it } from 'vitest';
import { popupFeatures, shareUrl } from './shareUrl.ts';

const page = 'https://shop.example/fr/catalog/products/4?variantId=7&x=a b';
const title = 'Lampe « Oslo » & co';

describe('shareUrl', () => {
  it('encodes the page address for Facebook and LinkedIn', () => {
    expect(shareUrl('facebook', page, title)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.example%2Ffr%2Fcatalog%2Fproducts%2F4%3FvariantId%3D7%26x%3Da%20b',
    );
    expect(shareUrl('linkedin', page, title)).toMatch(
      /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=https%3A/,
    );
  });

  it('sends the address and the title to X', () => {
    const url = new URL(shareUrl('x', page, title));
    expect(url.searchParams.get('url')).toBe(page);
    expect(url.searchParams.get('text')).toBe(title);
  });

  it('puts title and address in one WhatsApp text', () => {
    expect(new URL(shareUrl('whatsapp', page, title)).searchParams.get('text')).toBe(`${title} ${page}`);
  });

  it('writes a mailto with the title as subject and the address as body', () => {
    expect(shareUrl('email', page, 'A&B')).toBe(`mailto:?subject=A%26B&body=${encodeURIComponent(page)}`);
  });
});

describe('popupFeatures', () => {
  it('centres the popup on the window', () => {
    expect(popupFeatures(600, 500, { x: 100, y: 50, w: 1400, h: 900 })).toBe(
      'popup=yes,width=600,height=500,left=500,top=250',
    );
  });
});
