import { manualTasks } from '../../test/support/manualTasks.ts';

describe('t', () => {
  beforeEach(() => {
    vi.resetModules();
    document.head.innerHTML =
      '<script type="application/json" id="vitrine-settings">{"culture":"de","appPath":"/"}</script>';
  });

  it('fetches the culture strings once and translates with placeholders', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify({ 'Core.Close': 'Schließen', 'Cart.Items': '{{count}} Artikel' }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    const { loadStrings, t } = await import('./i18n.ts');
    await Promise.all([loadStrings(), loadStrings()]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0]![0] as Request).url)).toContain(
      '/api/v1/localization/de/stringresources',
    );
    expect(t('Core.Close')).toBe('Schließen');
    expect(t('Cart.Items', { count: 3 })).toBe('3 Artikel');
  });

  it('shows the key of a missing translation and warns once', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response('{}', { headers: { 'content-type': 'application/json' } }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { loadStrings, t } = await import('./i18n.ts');
    await loadStrings();
    expect(t('Missing.Key')).toBe('Missing.Key');
    expect(t('Missing.Key')).toBe('Missing.Key');
    expect(warn.mock.calls.filter((c) => String(c[0]).includes('Missing.Key'))).toHaveLength(1);
  });

  it('shows the keys when the strings cannot be loaded', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('down', { status: 503 }));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { loadStrings, t } = await import('./i18n.ts');
    await loadStrings();
    expect(t('Manager.UnknowsErrors')).toBe('Manager.UnknowsErrors');
  });

  it('retries a failed load once before showing the keys', async () => {
    let calls = 0;
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      calls += 1;
      if (calls === 1) return new Response('down', { status: 503 });
      return new Response(JSON.stringify({ 'Core.Close': 'Schließen' }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { loadStrings, t } = await import('./i18n.ts');
    await loadStrings();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(t('Core.Close')).toBe('Schließen');
  });

  it('asks twice at most when the strings keep failing', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { loadStrings, t } = await import('./i18n.ts');
    await loadStrings();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(t('Core.Close')).toBe('Core.Close');
  });

  it('resumes each caller that waited for the strings in a task of its own', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response('{"Core.Close":"Schließen"}', { headers: { 'content-type': 'application/json' } }),
    );
    const { loadStrings, stringsReady } = await import('./i18n.ts');
    const { runTask, settle } = manualTasks();
    const started: string[] = [];
    const waiter = async (name: string) => {
      await loadStrings();
      started.push(name);
    };
    void waiter('gallery');
    void waiter('variants');
    await settle();
    expect(stringsReady()).toBe(true);
    expect(started).toEqual([]);
    await runTask();
    expect(started).toEqual(['gallery']);
    for (let i = 0; i < 4; i++) await runTask();
    expect(started).toEqual(['gallery', 'variants']);
  });

  it('shows the keys, and settles, when i18next cannot be loaded', async () => {
    vi.doMock('i18next', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    onTestFinished(() => {
      vi.doUnmock('i18next');
    });
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response('{"Core.Close":"Schließen"}', { headers: { 'content-type': 'application/json' } }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { loadStrings, stringsReady, t } = await import('./i18n.ts');
    expect(t('Core.Close')).toBe('Core.Close');
    await loadStrings();
    expect(stringsReady()).toBe(true);
    expect(t('Core.Close')).toBe('Core.Close');
    expect(warn.mock.calls.some((c) => String(c[0]).includes('i18next could not be loaded'))).toBe(true);
  });

  it('shows the key, and asks for nothing, before the strings are asked for', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { t } = await import('./i18n.ts');
    expect(t('Cart.Items', { count: 2 })).toBe('Cart.Items');
    expect(fetch).not.toHaveBeenCalled();
  });
});
