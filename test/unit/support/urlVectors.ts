import type { NavigationKind, NavigationReason } from '../../../src/url/urlPolicy.ts';

/** One address tried against the URL policy, with the decision it must get. */
export interface UrlVector {
  url: string;
  kind: NavigationKind;
  reason: NavigationReason;
  /** With `shopOnly` (a suggestion's ProductUrl), when it differs from `kind`. */
  shopOnly?: NavigationKind;
  /** The address the navigation must use, when it is worth checking. */
  href?: string;
}

/** The page the vectors are resolved against. */
export const VECTOR_BASE = 'https://shop.example/fr/catalog?q=lampe';

/**
 * Addresses a server answer could hand to `navigate()`, as an attacker or a broken CMS would
 * write them (test data of `urlPolicy.test.ts`, which prints how many are refused).
 */
export const URL_VECTORS: UrlVector[] = [
  // Schemes that run code or show foreign content, in any case and with hidden characters.
  { url: 'javascript:alert(1)', kind: 'refuse', reason: 'scheme' },
  { url: 'JavaScript:alert(1)', kind: 'refuse', reason: 'scheme' },
  { url: 'JAVASCRIPT:alert(document.domain)', kind: 'refuse', reason: 'scheme' },
  { url: ' javascript:alert(1)', kind: 'refuse', reason: 'scheme' },
  { url: '\u0000javascript:alert(1)', kind: 'refuse', reason: 'scheme' },
  { url: '\u001fjavascript:alert(1)', kind: 'refuse', reason: 'scheme' },
  { url: 'java\tscript:alert(1)', kind: 'refuse', reason: 'scheme' },
  { url: 'java\nscript:alert(1)', kind: 'refuse', reason: 'scheme' },
  { url: 'java\r\nscript:alert(1)', kind: 'refuse', reason: 'scheme' },
  { url: 'javascript\t:alert(1)', kind: 'refuse', reason: 'scheme' },
  { url: 'javascript://shop.example/%0aalert(1)', kind: 'refuse', reason: 'scheme' },
  { url: 'javascript:void(0)', kind: 'refuse', reason: 'scheme' },
  { url: 'data:text/html,<script>alert(1)</script>', kind: 'refuse', reason: 'scheme' },
  { url: 'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', kind: 'refuse', reason: 'scheme' },
  { url: 'vbscript:msgbox(1)', kind: 'refuse', reason: 'scheme' },
  { url: 'VbScript:msgbox(1)', kind: 'refuse', reason: 'scheme' },
  { url: 'blob:https://shop.example/0b1c2d3e-1111-2222-3333-444455556666', kind: 'refuse', reason: 'scheme' },
  { url: 'file:///etc/passwd', kind: 'refuse', reason: 'scheme' },
  { url: 'mailto:shop@example.test', kind: 'refuse', reason: 'scheme' },
  { url: 'tel:+3212345678', kind: 'refuse', reason: 'scheme' },
  { url: 'ftp://shop.example/file', kind: 'refuse', reason: 'scheme' },
  { url: 'ws://shop.example/socket', kind: 'refuse', reason: 'scheme' },
  { url: 'about:blank', kind: 'refuse', reason: 'scheme' },
  { url: 'chrome://settings', kind: 'refuse', reason: 'scheme' },
  { url: 'intent://scan/#Intent;scheme=zxing;end', kind: 'refuse', reason: 'scheme' },
  { url: 'view-source:https://shop.example/', kind: 'refuse', reason: 'scheme' },
  // Encoded forms are not decoded into a scheme: they stay a path of the shop.
  {
    url: 'javascript%3Aalert(1)',
    kind: 'visit',
    reason: 'same-origin',
    href: 'https://shop.example/fr/javascript%3Aalert(1)',
  },
  { url: '&#106;avascript:alert(1)', kind: 'visit', reason: 'same-origin' },
  // Other hosts, however they are spelled.
  { url: '//evil.example/', kind: 'load', reason: 'other-origin', shopOnly: 'refuse' },
  { url: '/\\evil.example/', kind: 'load', reason: 'other-origin', shopOnly: 'refuse' },
  { url: '\\\\evil.example/', kind: 'load', reason: 'other-origin', shopOnly: 'refuse' },
  { url: '\\/evil.example/', kind: 'load', reason: 'other-origin', shopOnly: 'refuse' },
  { url: '/\t/evil.example/', kind: 'load', reason: 'other-origin', shopOnly: 'refuse' },
  { url: ' //evil.example', kind: 'load', reason: 'other-origin', shopOnly: 'refuse' },
  { url: 'https://evil.example/fr/catalog', kind: 'load', reason: 'other-origin', shopOnly: 'refuse' },
  { url: 'HTTPS://EVIL.EXAMPLE/', kind: 'load', reason: 'other-origin', shopOnly: 'refuse' },
  { url: 'http://shop.example/fr/', kind: 'load', reason: 'other-origin', shopOnly: 'refuse' },
  { url: 'https://shop.example:8443/fr/', kind: 'load', reason: 'other-origin', shopOnly: 'refuse' },
  { url: 'https://shop.example.evil.example/', kind: 'load', reason: 'other-origin', shopOnly: 'refuse' },
  { url: 'https://evil.example\\@shop.example/', kind: 'load', reason: 'other-origin', shopOnly: 'refuse' },
  { url: 'https://xn--shp-sna.example/', kind: 'load', reason: 'other-origin', shopOnly: 'refuse' },
  { url: 'https://shöp.example/', kind: 'load', reason: 'other-origin', shopOnly: 'refuse' },
  { url: 'https://%65vil.example/', kind: 'load', reason: 'other-origin', shopOnly: 'refuse' },
  {
    url: 'https:evil.example',
    kind: 'visit',
    reason: 'same-origin',
    href: 'https://shop.example/fr/evil.example',
  },
  // Credentials: refused even on the shop's host (a phishing shape, and fetch refuses them).
  { url: 'https://shop.example@evil.example/', kind: 'refuse', reason: 'credentials' },
  { url: 'https://user:pass@shop.example/fr/', kind: 'refuse', reason: 'credentials' },
  { url: '//shop.example@evil.example', kind: 'refuse', reason: 'credentials' },
  // Broken or empty addresses.
  { url: '', kind: 'refuse', reason: 'empty' },
  { url: '   ', kind: 'refuse', reason: 'empty' },
  { url: 'https://', kind: 'refuse', reason: 'invalid' },
  { url: 'http://[::1', kind: 'refuse', reason: 'invalid' },
  { url: 'https://shop.example:99999/', kind: 'refuse', reason: 'invalid' },
  // The shop's own pages: visited by the navigator.
  { url: '/fr/catalog/products/1001', kind: 'visit', reason: 'same-origin' },
  { url: 'https://shop.example/fr/catalog/products/1001', kind: 'visit', reason: 'same-origin' },
  { url: 'HTTPS://SHOP.EXAMPLE/fr/', kind: 'visit', reason: 'same-origin' },
  { url: 'https://shop.example:443/fr/', kind: 'visit', reason: 'same-origin' },
  {
    url: 'products/1001',
    kind: 'visit',
    reason: 'same-origin',
    href: 'https://shop.example/fr/products/1001',
  },
  { url: '../nl/', kind: 'visit', reason: 'same-origin', href: 'https://shop.example/nl/' },
  {
    url: '/fr/../../../etc/passwd',
    kind: 'visit',
    reason: 'same-origin',
    href: 'https://shop.example/etc/passwd',
  },
  { url: '?q=vase', kind: 'visit', reason: 'same-origin', href: 'https://shop.example/fr/catalog?q=vase' },
  {
    url: '#reviews',
    kind: 'visit',
    reason: 'same-origin',
    href: 'https://shop.example/fr/catalog?q=lampe#reviews',
  },
  { url: '/fr/catalog?q=<script>', kind: 'visit', reason: 'same-origin' },
  {
    url: '/fr/\u0000catalog',
    kind: 'visit',
    reason: 'same-origin',
    href: 'https://shop.example/fr/%00catalog',
  },
  {
    url: '/fr/catalog\n?q=1',
    kind: 'visit',
    reason: 'same-origin',
    href: 'https://shop.example/fr/catalog?q=1',
  },
  { url: '  /fr/catalog  ', kind: 'visit', reason: 'same-origin', href: 'https://shop.example/fr/catalog' },
];
