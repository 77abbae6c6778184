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

describe('a culture the bundle has no texts for', () => {
  it('is used as it is, with one console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = () => {
      const doc = document.implementation.createHTMLDocument('');
      doc.body.innerHTML =
        '<script type="application/json" id="vitrine-settings">{"culture":"sv","appPath":"/"}</script>';
      return doc;
    };
    expect(readSettings(page()).culture).toBe('sv');
    expect(readSettings(page()).culture).toBe('sv');
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringMatching(/culture "sv" is none of en, fr, nl, es, de, it, pt: .* then English/),
    ]);
  });

  it('is English, not French, when neither the block nor <html lang> names a culture it has', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readSettings(page('', 'sv')).culture).toBe('en');
    expect(readSettings(page('', '')).culture).toBe('en');
  });

  it('knows English: no warning for it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const block = '<script type="application/json" id="vitrine-settings">{"culture":"en"}</script>';
    expect(readSettings(page(block)).culture).toBe('en');
    expect(warn).not.toHaveBeenCalled();
  });
});
