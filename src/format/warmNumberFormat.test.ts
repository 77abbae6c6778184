describe('warmNumberFormat', () => {
  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts one worker per locale, beside the chunks, with the locale in its address', async () => {
    const started: string[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL) {
          started.push(url.href);
        }
        addEventListener() {}
      },
    );
    const { warmNumberFormat } = await import('./warmNumberFormat.ts');
    warmNumberFormat('fr');
    warmNumberFormat('fr');
    warmNumberFormat('de');
    expect(started).toHaveLength(2);
    expect(started[0]).toMatch(/\/number-format-warmup\.js\?locale=fr-BE$/);
    expect(started[1]).toMatch(/\?locale=de-DE$/);
  });

  it('does nothing where workers are refused', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    const { warmNumberFormat } = await import('./warmNumberFormat.ts');
    expect(() => warmNumberFormat('nl')).not.toThrow();
  });
});
