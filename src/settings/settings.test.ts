import { readSettings } from './settings.ts';

function page(html: string, lang = 'nl'): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.documentElement.lang = lang;
  doc.head.innerHTML = html;
  return doc;
}

describe('readSettings', () => {
  it('reads the settings block and keeps unknown keys for widgets', () => {
    const s = readSettings(
      page(
        '<script type="application/json" id="vitrine-settings">{"culture":"es","appPath":"/shop","extra":42}</script>',
      ),
    );
    expect(s.culture).toBe('es');
    expect(s.appPath).toBe('/shop/');
    expect(s.extra).toBe(42);
  });

  it('falls back to <html lang> with one warning when the block is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = readSettings(page('', 'it'));
    expect(s.culture).toBe('it');
    expect(s.appPath).toBe('/');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('falls back with one warning when the block is malformed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = readSettings(
      page('<script type="application/json" id="vitrine-settings">{oops</script>', 'pt'),
    );
    expect(s.culture).toBe('pt');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps the default of a key with the wrong type, with one warning naming it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = readSettings(
      page(
        '<script type="application/json" id="vitrine-settings">{"culture":5,"appPath":["x"],"siteName":"Shop"}</script>',
        'de',
      ),
    );
    expect(s.culture).toBe('de');
    expect(s.appPath).toBe('/');
    expect(s.siteName).toBe('Shop');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/"culture" \(5, not a string; using "de"\).*"appPath"/);
  });
});

describe('a culture that is none of the six', () => {
  it('is used as it is, with one console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = () => {
      const doc = document.implementation.createHTMLDocument('');
      doc.body.innerHTML =
        '<script type="application/json" id="vitrine-settings">{"culture":"en","appPath":"/"}</script>';
      return doc;
    };
    expect(readSettings(page()).culture).toBe('en');
    expect(readSettings(page()).culture).toBe('en');
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringMatching(/culture "en" is none of fr, nl, es, de, it, pt/),
    ]);
  });
});
