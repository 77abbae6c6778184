import { defineWidget } from '../widget/defineWidget.ts';
import { option } from '../widget/options.ts';
import { Loader } from './loader.ts';
import { themeEntry } from './themeWidgets.ts';

/** Lets the registered module and the lazily imported definition code arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** A module as an integrator writes it: a plain definition (window.vitrine.defineWidget returns it as is). */
const themeModule = (name: string, mount: (el: HTMLElement, options: unknown) => undefined = vi.fn()) => ({
  default: { name, strategy: 'eager' as const, options: { greeting: option.string('Bonjour') }, mount },
});

describe('widgets registered at run time', () => {
  let loader: Loader;
  let errors: string[];
  let messages: string[];
  let readyState: { mockReturnValue(value: DocumentReadyState): unknown };
  const onError = (e: Event) => {
    const { widget, error } = (e as CustomEvent).detail;
    errors.push(widget);
    messages.push(error instanceof Error ? error.message : String(error));
  };
  beforeEach(() => {
    errors = [];
    messages = [];
    document.addEventListener('vitrine:widget-error', onError);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // As in a browser when the theme's module script runs: parsed, not loaded yet.
    readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  });
  afterEach(() => {
    document.removeEventListener('vitrine:widget-error', onError);
    loader?.stop();
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('mounts a registered widget already in the page, with its options parsed', async () => {
    const mount = vi.fn((_el: HTMLElement, _options: unknown) => undefined);
    loader = new Loader({});
    document.body.innerHTML = '<p data-widget="theme-hello" data-greeting="Salut"></p>';
    loader.start();
    expect(
      loader.register(
        'theme-hello',
        themeEntry('theme-hello', async () => themeModule('theme-hello', mount), 'eager'),
      ),
    ).toBe(true);
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1), 5000);
    expect(mount.mock.calls[0]?.[1]).toEqual({ greeting: 'Salut' });
    expect(document.querySelector('[data-widget-mounted="theme-hello"]')).not.toBeNull();
  });

  it('mounts it in content inserted later, like any widget', async () => {
    const mount = vi.fn(() => undefined);
    loader = new Loader({});
    loader.start();
    loader.register(
      'theme-hello',
      themeEntry('theme-hello', async () => themeModule('theme-hello', mount), 'eager'),
    );
    document.body.insertAdjacentHTML('beforeend', '<section><p data-widget="theme-hello"></p></section>');
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1), 5000);
  });

  it('refuses a name taken by a built-in widget, which keeps working', async () => {
    const builtIn = vi.fn(() => undefined);
    const theme = vi.fn(() => undefined);
    loader = new Loader({
      'quantity-input': {
        strategy: 'eager',
        load: async () => ({
          default: defineWidget({ name: 'quantity-input', strategy: 'eager', options: {}, mount: builtIn }),
        }),
      },
    });
    document.body.innerHTML = '<div data-widget="quantity-input"></div>';
    loader.start();
    const registered = loader.register(
      'quantity-input',
      themeEntry('quantity-input', async () => themeModule('quantity-input', theme), 'eager'),
    );
    await vi.waitFor(() => expect(builtIn).toHaveBeenCalledTimes(1), 5000);
    await settle();
    expect(registered).toBe(false);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('"quantity-input": register failed'));
    expect(builtIn).toHaveBeenCalledTimes(1);
    expect(theme).not.toHaveBeenCalled();
  });

  it('reports a module that is no widget definition and mounts the others', async () => {
    const good = vi.fn(() => undefined);
    loader = new Loader({});
    document.body.innerHTML = '<p data-widget="theme-bad">server</p><p data-widget="theme-good"></p>';
    loader.start();
    loader.register(
      'theme-bad',
      themeEntry('theme-bad', async () => ({ default: { hello: 1 } }) as never, 'eager'),
    );
    loader.register(
      'theme-good',
      themeEntry('theme-good', async () => themeModule('theme-good', good), 'eager'),
    );
    await vi.waitFor(() => expect(good).toHaveBeenCalledTimes(1), 5000);
    await vi.waitFor(() => expect(errors).toEqual(['theme-bad']), 5000);
    expect(messages[0]).toContain("default export is no defineWidget({ name: 'theme-bad'");
    expect(document.querySelector('[data-widget-failed="theme-bad"]')?.textContent).toBe('server');
    expect(good).toHaveBeenCalledTimes(1);
  });

  it('reports a module registered under another name than it declares', async () => {
    loader = new Loader({});
    document.body.innerHTML = '<p data-widget="theme-a"></p>';
    loader.start();
    loader.register(
      'theme-a',
      themeEntry('theme-a', async () => themeModule('theme-b'), 'eager'),
    );
    await vi.waitFor(() => expect(errors).toEqual(['theme-a']), 5000);
    await settle();
    expect(errors).toEqual(['theme-a']);
  });

  it('waits for the page to load before calling a name unknown, so a theme script can still register it', async () => {
    const mount = vi.fn(() => undefined);
    loader = new Loader({});
    document.body.innerHTML = '<p data-widget="theme-late"></p><p data-widget="nobody"></p>';
    loader.start();
    loader.register(
      'theme-late',
      themeEntry('theme-late', async () => themeModule('theme-late', mount), 'eager'),
    );
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1), 5000);
    expect(errors).toEqual(['nobody']);
  });

  it('loads a registered widget when idle unless told otherwise', () => {
    const load = async () => themeModule('x');
    expect(themeEntry('x', load).strategy).toBe('idle');
    expect(themeEntry('x', load, 'visible').strategy).toBe('visible');
    expect(themeEntry('x', load, 'soon').strategy).toBe('idle');
  });
});
