describe('warmNumberFormat', () => {
  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts one worker per locale, beside the chunks, named by the build, with the locale in its address', async () => {
    vi.stubGlobal('vitrine', { release: { version: '1.0.0', build: 'ABCD2345' } });
    const started: string[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: string | URL) {
          started.push(String(url));
        }
        addEventListener() {}
      },
    );
    const { warmNumberFormat } = await import('./warmNumberFormat.ts');
    warmNumberFormat('fr');
    warmNumberFormat('fr');
    warmNumberFormat('de');
    expect(started).toHaveLength(2);
    expect(started[0]).toMatch(/\/number-format-warmup-ABCD2345\.js\?locale=fr-BE$/);
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
