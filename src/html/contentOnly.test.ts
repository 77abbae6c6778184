import { contentOnly } from './contentOnly.ts';
import { parseFragment } from './htmlDoor.ts';

const fragment = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

describe('a fragment made content only', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    warn.mockRestore();
    document.head.innerHTML = '';
  });

  it('loses its meta refresh, base, frames, plugins and preloads, named in one warning', () => {
    const root = contentOnly(
      fragment(
        '<p>Stock</p><meta http-equiv="refresh" content="2;url=http://elsewhere/"><base href="http://elsewhere/">' +
          '<iframe src="http://elsewhere/"></iframe><object data="x"></object><embed src="y"><link rel="preload" href="/z">',
      ),
      'the stock modal',
    );
    expect(root.querySelectorAll('meta, base, iframe, object, embed, link')).toHaveLength(0);
    expect(root.querySelector('p')?.textContent).toBe('Stock');
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message).toContain('the stock modal');
    for (const gone of ['<meta 2;url=http://elsewhere/>', '<base', '<iframe', '<object', '<embed', '<link'])
      expect(message).toContain(gone);
  });

  it('drops a form that posts off the shop and keeps the shop’s own', () => {
    const root = contentOnly(
      fragment(
        '<form action="//elsewhere.example/steal"></form><form action="/fr/cart"></form><form></form>',
      ),
    );
    expect([...root.querySelectorAll('form')].map((form) => form.getAttribute('action'))).toEqual([
      '/fr/cart',
      null,
    ]);
  });

  it('opens a link to another site in a tab of its own and takes a javascript: address off', () => {
    const root = contentOnly(
      fragment(
        '<a id="out" href="https://brand.example/">Brand</a><a id="js" href="javascript:go()">Go</a><a id="in" href="/fr/">Home</a><a id="mail" href="mailto:a@b.c">Mail</a>',
      ),
    );
    expect(root.querySelector('#out')?.getAttribute('target')).toBe('_blank');
    expect(root.querySelector('#out')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(root.querySelector('#js')?.hasAttribute('href')).toBe(false);
    expect(root.querySelector('#in')?.getAttribute('target')).toBeNull();
    expect(root.querySelector('#mail')?.getAttribute('href')).toBe('mailto:a@b.c');
  });

  it('keeps a stylesheet the page already has, and warns about nothing when nothing went', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/dist/vitrine.css">';
    const root = contentOnly(fragment('<link rel="stylesheet" href="/dist/vitrine.css"><p>ok</p>'));
    expect(root.querySelectorAll('link')).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('is applied to every fragment the door parses', () => {
    const root = parseFragment('<li>one</li><meta http-equiv="refresh" content="0">', 'the news list');
    expect(root.querySelector('meta')).toBeNull();
    expect(root.querySelector('li')?.textContent).toBe('one');
    expect(String(warn.mock.calls[0]?.[0])).toContain('the news list');
  });
});
