import { manualTasks } from '../../test/support/manualTasks.ts';
import de from './defaults/de.json';
import en from './defaults/en.json';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What a CMS without the strings call answers. */
const notFound = () => json({ Message: 'Not found' }, 404);

/** Answers the strings call with `answer` (a table, or a Response such as a 404). */
function strings(answer: Record<string, string> | (() => Response | Promise<Response>)) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => (typeof answer === 'function' ? answer() : json(answer)));
}

/** The page's settings block, for a culture. */
function page(culture: string): void {
  document.head.innerHTML = `<script type="application/json" id="vitrine-settings">{"culture":"${culture}","appPath":"/"}</script>`;
}

/** The console warnings about the strings (not the missing-translation ones). */
const reports = (warn: { mock: { calls: unknown[][] } }) =>
  warn.mock.calls.filter((call) => String(call[0]).startsWith('[vitrine] strings:'));

const CULTURES = ['en', 'fr', 'nl', 'es', 'de', 'it', 'pt'];

/**
 * The i18n module as a fresh page has it, with the default texts watched: `loaded` lists the
 * cultures whose texts were fetched; the texts of a `failing` culture cannot be loaded.
 */
async function fresh(failing?: string) {
  const loaded: string[] = [];
  for (const culture of CULTURES) {
    vi.doMock(`./defaults/${culture}.json`, async (original) => {
      if (culture === failing) throw new TypeError('Failed to fetch dynamically imported module');
      loaded.push(culture);
      return original();
    });
  }
  return { ...(await import('./i18n.ts')), loaded };
}

describe('t', () => {
  beforeEach(() => {
    vi.resetModules();
    sessionStorage.clear();
    page('de');
  });
  afterEach(() => {
    for (const culture of CULTURES) vi.doUnmock(`./defaults/${culture}.json`);
  });

  it("takes the CMS's text, fills its placeholders, and asks for the table once", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = strings({ 'Core.Close': 'Zu', 'Cart.Items': '{{count}} Artikel' });
    const { loadStrings, t } = await fresh();
    await Promise.all([loadStrings(), loadStrings()]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0]![0] as Request).url)).toContain(
      '/api/v1/localization/de/stringresources',
    );
    expect(t('Core.Close')).toBe('Zu');
    expect(t('Cart.Items', { count: 3 })).toBe('3 Artikel');
  });

  it('fetches no default texts when the table has every key the bundle uses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    strings({ ...de, 'Core.Close': 'Zu' });
    const { loadStrings, t, loaded } = await fresh();
    await loadStrings();
    expect(t('Core.Close')).toBe('Zu');
    expect(loaded).toEqual([]);
  });

  it("fills the keys the table lacks with the page culture's defaults, and says which once", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    strings({ 'Core.Close': 'Zu' });
    const { loadStrings, t, loaded } = await fresh();
    await loadStrings();
    expect(loaded).toEqual(['de']);
    expect(t('Core.Close')).toBe('Zu');
    expect(t('Core.IncreaseQuantity')).toBe(de['Core.IncreaseQuantity']);
    expect(t('ShoppingCarts.QuantityNotSaved', { quantity: 4 })).not.toContain('ShoppingCarts.');
    expect(reports(warn)).toHaveLength(1);
    const [message, missing] = reports(warn)[0]!;
    expect(message).toContain(`lacks ${Object.keys(de).length - 1} of the bundle's keys`);
    expect(missing).toContain('Core.IncreaseQuantity');
  });

  it("shows the page culture's defaults when the call answers 404, and asks no second time", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetch = strings(notFound);
    const { loadStrings, t } = await fresh();
    await loadStrings();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(t('Core.Close')).toBe(de['Core.Close']);
    expect(reports(warn).map((call) => call[0])).toEqual([
      "[vitrine] strings: GET /api/v1/localization/de/stringresources failed: 404. The bundle's own texts are shown instead.",
    ]);
  });

  it('asks again once after a server error, and takes the second answer', async () => {
    let calls = 0;
    const fetch = strings(() => {
      calls += 1;
      return calls === 1 ? new Response('down', { status: 503 }) : json({ 'Core.Close': 'Zu' });
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { loadStrings, t } = await fresh();
    await loadStrings();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(t('Core.Close')).toBe('Zu');
  });

  it('asks twice at most when the connection keeps dropping, then shows the defaults', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { loadStrings, t } = await fresh();
    await loadStrings();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(t('Core.Close')).toBe(de['Core.Close']);
  });

  it('waits for a slow call no longer than STRINGS_WAIT_MS, then takes its table once it comes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let answer: (response: Response) => void = () => {};
    strings(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { loadStrings, stringsReady, t, STRINGS_WAIT_MS } = await fresh();
    let ready = false;
    void loadStrings().then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(STRINGS_WAIT_MS - 100);
    expect(ready).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await vi.waitFor(() => expect(ready).toBe(true));
    expect(stringsReady()).toBe(true);
    expect(t('Core.Close')).toBe(de['Core.Close']);
    expect(String(reports(warn)[0]?.[0])).toContain(`did not answer within ${STRINGS_WAIT_MS} ms`);
    answer(json({ 'Core.Close': 'Zu' }));
    await vi.waitFor(() => expect(t('Core.Close')).toBe('Zu'));
  });

  it('takes the CMS table of a culture the bundle has no texts for, then the English defaults', async () => {
    page('sv');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    strings({ 'Core.Close': 'Stäng' });
    const { loadStrings, t, loaded } = await fresh();
    await loadStrings();
    expect(loaded).toEqual(['en']);
    expect(t('Core.Close')).toBe('Stäng');
    expect(t('Core.Back')).toBe(en['Core.Back']);
  });

  it('has English texts of its own: an English page without a table shows no French', async () => {
    page('en');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    strings(notFound);
    const { loadStrings, t, loaded } = await fresh();
    await loadStrings();
    expect(loaded).toEqual(['en']);
    expect(t('Core.DecreaseQuantity')).toBe('Decrease the quantity');
    expect(t('Core.FieldRequired')).toBe('This field is required.');
  });

  it('says so once per culture and tab: not again on the next page of the tab', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    strings(notFound);
    await (await fresh()).loadStrings();
    vi.resetModules();
    await (await fresh()).loadStrings();
    expect(reports(warn)).toHaveLength(1);
    vi.resetModules();
    page('nl');
    await (await fresh()).loadStrings();
    expect(reports(warn)).toHaveLength(2);
  });

  it('shows a key neither the table nor the defaults has, with one warning', async () => {
    strings({});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { loadStrings, t } = await fresh();
    await loadStrings();
    expect(t('Theme.OwnKey')).toBe('Theme.OwnKey');
    expect(t('Theme.OwnKey')).toBe('Theme.OwnKey');
    expect(warn.mock.calls.filter((c) => String(c[0]).includes('"Theme.OwnKey"'))).toHaveLength(1);
  });

  it('leaves out what is not text in the table', async () => {
    strings({ 'Core.Close': 12, 'Core.Back': 'Weg' } as unknown as Record<string, string>);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { loadStrings, t } = await fresh();
    await loadStrings();
    expect(t('Core.Close')).toBe(de['Core.Close']);
    expect(t('Core.Back')).toBe('Weg');
  });

  it('settles, showing the keys, when the default texts cannot be loaded either', async () => {
    strings(notFound);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { loadStrings, stringsReady, t } = await fresh('de');
    await loadStrings();
    expect(stringsReady()).toBe(true);
    expect(t('Core.Close')).toBe('Core.Close');
    expect(
      warn.mock.calls.some((c) => String(c[0]).includes('default texts for "de" could not be loaded')),
    ).toBe(true);
  });

  it('resumes each caller that waited for the strings in a task of its own', async () => {
    strings({ ...de, 'Core.Close': 'Zu' });
    const { loadStrings, stringsReady } = await fresh();
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

  it('shows the key, and asks for nothing, before the strings are asked for', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { t } = await fresh();
    expect(t('Cart.Items', { count: 2 })).toBe('Cart.Items');
    expect(fetch).not.toHaveBeenCalled();
  });
});
