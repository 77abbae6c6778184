import { pinDocumentUrls, resolveCssUrls, resolveUrl, resolveUrls } from './resolveUrls.ts';
import { resolveSrcset } from './srcset.ts';

const origin = location.origin;
const page = new URL('/docs/library/os.html', origin);

function parsed(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('resolveUrl', () => {
  it('writes a path-relative address from the root, as the page resolves it', () => {
    expect(resolveUrl('../_static/logo.svg', page, page)).toBe('/docs/_static/logo.svg');
    expect(resolveUrl('sys.html?x=1#top', page, page)).toBe('/docs/library/sys.html?x=1#top');
    expect(resolveUrl('', page, page)).toBe('/docs/library/os.html');
  });

  it('leaves absolute, root and same-page anchor addresses as they are', () => {
    for (const value of [
      '/fr/catalog',
      'https://cdn.example/a.png',
      'mailto:a@b.c',
      '#top',
      '#',
      'javascript:void(0)',
    ]) {
      expect(resolveUrl(value, page, page)).toBe(value);
    }
  });

  it('resolves against the page’s base, anchors and root addresses included, when it has one', () => {
    const base = new URL('https://cdn.example/assets/');
    expect(resolveUrl('a.png', base, page)).toBe('https://cdn.example/assets/a.png');
    expect(resolveUrl('/b.png', base, page)).toBe('https://cdn.example/b.png');
    const local = new URL('/docs/', origin);
    expect(resolveUrl('#top', local, page)).toBe('/docs/#top');
  });
});

describe('resolveSrcset', () => {
  it('resolves each candidate and keeps its descriptor', () => {
    const upper = (url: string) => url.toUpperCase();
    expect(resolveSrcset('a.jpg 1x,  b.jpg 2x', upper)).toBe('A.JPG 1x, B.JPG 2x');
    expect(resolveSrcset('c.jpg 480w, d.jpg', upper)).toBe('C.JPG 480w, D.JPG');
  });

  it('keeps commas inside an address and ends a candidate at a comma after one', () => {
    expect(resolveSrcset('data:image/png;base64,AA== 1x,e.jpg, f.jpg 2x', (url) => `[${url}]`)).toBe(
      '[data:image/png;base64,AA==] 1x, [e.jpg], [f.jpg] 2x',
    );
  });
});

describe('resolveCssUrls', () => {
  it('resolves url() and @import and leaves url(#id) alone', () => {
    const css = `@import "print.css"; .a { background: url('../img/a.png') } .b { filter: url(#blur) }`;
    expect(resolveCssUrls(css, page, page)).toBe(
      `@import "/docs/library/print.css"; .a { background: url('/docs/img/a.png') } .b { filter: url(#blur) }`,
    );
  });
});

describe('resolveUrls', () => {
  it('rewrites every relative address of a page as a full load at its address would resolve it', () => {
    const doc =
      parsed(`<head><link rel="icon" href="../_static/favicon.svg"><style>.x{background:url(bg.png)}</style></head>
      <body><img src="../_static/logo.svg" srcset="../_static/logo@2x.svg 2x">
      <a id="anchor" href="#x">x</a><a id="up" href="../genindex.html">i</a>
      <form action="search.html"><button formaction="go.html">go</button></form>
      <video poster="p.jpg"></video><object data="o.svg"></object>
      <div style="background-image: url(&quot;d.png&quot;)"></div></body>`);
    resolveUrls(doc, page);
    const attr = (selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name);
    expect(attr('link', 'href')).toBe('/docs/_static/favicon.svg');
    expect(attr('img', 'src')).toBe('/docs/_static/logo.svg');
    expect(attr('img', 'srcset')).toBe('/docs/_static/logo@2x.svg 2x');
    expect(attr('#anchor', 'href')).toBe('#x');
    expect(attr('#up', 'href')).toBe('/docs/genindex.html');
    expect(attr('form', 'action')).toBe('/docs/library/search.html');
    expect(attr('button', 'formaction')).toBe('/docs/library/go.html');
    expect(attr('video', 'poster')).toBe('/docs/library/p.jpg');
    expect(attr('object', 'data')).toBe('/docs/library/o.svg');
    expect(attr('div', 'style')).toBe('background-image: url("/docs/library/d.png")');
    expect(doc.querySelector('style')?.textContent).toBe('.x{background:url(/docs/library/bg.png)}');
  });

  it('resolves against the page’s <base href> and leaves the base element itself alone', () => {
    const doc = parsed(
      '<head><base href="/docs/"></head><body><img src="_static/a.png"><a href="#x">x</a></body>',
    );
    resolveUrls(doc, page);
    expect(doc.querySelector('img')?.getAttribute('src')).toBe('/docs/_static/a.png');
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('/docs/#x');
    expect(doc.querySelector('base')?.getAttribute('href')).toBe('/docs/');
  });

  it('resolves a script’s address too (through the Trusted Types policy where there is one)', () => {
    const doc = parsed('<head><script src="_static/search.js"></script></head><body></body>');
    resolveUrls(doc, page);
    expect(doc.querySelector('script')?.getAttribute('src')).toBe('/docs/library/_static/search.js');
  });
});

describe('pinDocumentUrls', () => {
  it('pins the current page’s addresses but leaves its loaded style sheets and scripts as written', () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="x/a.css"><link rel="icon" href="x/i.svg"><script src="x/s.js"></script>';
    pinDocumentUrls();
    const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name);
    // A new href would load the sheet again, the page unstyled until it comes.
    expect(attr('link[rel="stylesheet"]', 'href')).toBe('x/a.css');
    expect(attr('script', 'src')).toBe('x/s.js');
    expect(attr('link[rel="icon"]', 'href')).toBe(new URL('x/i.svg', location.href).pathname);
  });
});
