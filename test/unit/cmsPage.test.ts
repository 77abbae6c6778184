import { asCmsPage, headSnippet, markRegion, stampNonces } from '../conformance/cmsPage.ts';

const values = { nonce: 'N0nce', build: 'B1LD', settings: { culture: 'en', appPath: '/' } };

const sphinxPage = `<!DOCTYPE html>
<html lang="en">
  <head>
    <title>Models</title>
    <script src="../_static/jquery.js"></script>
    <script>var base = "../ref/";</script>
  </head><body>
    <div class="document">
      <div class="body" role="main"><h1>Models</h1></div>
    </div>
  </body>
</html>`;

describe('the page a CMS template would send', () => {
  it('ends the head with the settings block, the stylesheet and the entry with its build', () => {
    const { html } = asCmsPage(sphinxPage, values);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<script type="application/json" id="vitrine-settings" nonce="N0nce">{"culture":"en","appPath":"/"}</script>',
    );
    expect(head).toContain('<link rel="stylesheet" href="/dist/vitrine.css">');
    expect(head).toMatch(
      /<script type="module" src="\/dist\/vitrine\.js\?v=B1LD" nonce="N0nce"><\/script>\n$/,
    );
  });

  it("gives the page's own scripts the nonce, once", () => {
    const html = stampNonces(sphinxPage, 'N0nce');
    expect(html).toContain('<script nonce="N0nce" src="../_static/jquery.js">');
    expect(html).toContain('<script nonce="N0nce">var base');
    expect(stampNonces(html, 'other')).toBe(html);
  });

  it("moves the head's inline scripts to the start of the region, where every visit runs them", () => {
    const { html } = asCmsPage(sphinxPage, values);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('var base');
    expect(head).toContain('<script nonce="N0nce" src="../_static/jquery.js">');
    expect(head).toContain('id="vitrine-settings"');
    expect(html).toContain(
      '<div data-page-content class="document"><script nonce="N0nce">var base = "../ref/";</script>',
    );
  });

  it('marks the Sphinx document, which holds the navigation as well as the text', () => {
    const { html, region } = asCmsPage(sphinxPage, values);
    expect(region).toBe('<div data-page-content class="document">');
    expect(html.match(/data-page-content/g)).toHaveLength(1);
  });

  it('falls back to the main content of other themes, then to <main>', () => {
    expect(markRegion('<body><div class="body" role="main">x</div></body>').region).toBe(
      '<div data-page-content class="body" role="main">',
    );
    expect(markRegion('<body><main id="content">x</main></body>').region).toBe(
      '<main data-page-content id="content">',
    );
  });

  it('keeps a region the page marked itself', () => {
    const page = '<body><section data-page-content>x</section><main>y</main></body>';
    expect(markRegion(page)).toEqual({ html: page, region: '<section data-page-content>' });
  });

  it('leaves a page without any region unmarked, for a visit to load it in full', () => {
    const page = '<body><div class="content">x</div></body>';
    expect(markRegion(page)).toEqual({ html: page, region: null });
  });

  it('puts the snippet first in a page that has no </head>', () => {
    const { html } = asCmsPage('<title>t</title><p>x', values);
    expect(html.startsWith(headSnippet(values))).toBe(true);
  });

  it('keeps a settings value from closing its block', () => {
    const snippet = headSnippet({ ...values, settings: { siteName: '</script><script>alert(1)' } });
    expect(snippet).not.toContain('</script><script>');
    expect(snippet).toContain('\\u003c/script>');
  });

  it('marks a page that runs its work once as it loads for a full load, and no other', () => {
    const page = '<!doctype html><html lang="en"><head></head><body><main>x</main></body></html>';
    expect(asCmsPage(page, { ...values, fullLoad: true }).html).toContain(
      '<html data-vitrine-reload lang="en">',
    );
    expect(asCmsPage(page, values).html).not.toContain('data-vitrine-reload');
  });
  it("opens the head with the site's Trusted Types policy, before its libraries, and keeps it there", () => {
    const { html } = asCmsPage(sphinxPage, { ...values, sitePolicy: '/_site/trustedTypes.js' });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /^<!DOCTYPE html>\n<html lang="en">\n {2}<head>\n<script src="\/_site\/trustedTypes\.js" nonce="N0nce"><\/script>\n/,
    );
    expect(head.indexOf('trustedTypes.js')).toBeLessThan(head.indexOf('jquery.js'));
    expect(html.match(/trustedTypes\.js/g)).toHaveLength(1);
  });

  it('sends no policy script when the site has none', () => {
    expect(asCmsPage(sphinxPage, values).html).not.toContain('_site');
  });
});
