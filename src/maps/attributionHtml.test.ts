import { attributionHtml } from './attributionHtml.ts';

describe('attributionHtml', () => {
  it('keeps an http(s) link with its text, and plain text as text', () => {
    expect(attributionHtml('© <a href="https://osm.org/copyright" class="x">OpenStreetMap</a> & co')).toBe(
      '© <a href="https://osm.org/copyright" rel="noopener noreferrer" target="_blank">OpenStreetMap</a> &#38; co',
    );
  });

  it('drops scripts, handlers and other elements, keeping only their text', () => {
    const html = attributionHtml(
      '<img src=x onerror="window.__pwned=1"><b onclick="x()">Tiles</b><script>window.__pwned=1</script><svg onload=alert(1)>',
    );
    expect(html).toBe('Tiles');
  });

  it('keeps the text of a link whose address is not http(s)', () => {
    expect(attributionHtml('<a href="javascript:alert(1)">Carte</a>')).toBe('Carte');
    expect(attributionHtml('<a href="/relative">Carte</a>')).toBe('Carte');
  });

  it('escapes text that reads like markup once decoded', () => {
    expect(attributionHtml('&lt;img src=x onerror=alert(1)&gt;')).toBe(
      '&#60;img src=x onerror=alert(1)&#62;',
    );
  });
});
