import { manualTasks } from '../../test/support/manualTasks.ts';
import { inNextTask } from '../wake/triggers.ts';
import {
  type DefinedWidget,
  defineWidget,
  type MountContext,
  type WidgetDefinition,
} from '../widget/defineWidget.ts';
import { option } from '../widget/options.ts';
import { Loader, type Registry } from './loader.ts';

function widget(name: string, mount: WidgetDefinition['mount']): { default: DefinedWidget } {
  return { default: defineWidget({ name, strategy: 'eager', options: { size: option.number(1) }, mount }) };
}

/** The task in which eager widgets fire (`inNextTask`, a message to ourselves) has run. */
const message = () => new Promise<void>((resolve) => inNextTask(resolve));

/** A few tasks: each eager widget fires in a task of its own, each mount takes one (the turns). */
const tick = async () => {
  for (let i = 0; i < 4; i++) {
    await message();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
};

/** Chunks that arrive together, when the test says so. */
function gate(): { arrive: () => void; arrived: Promise<void> } {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrive, arrived };
}

describe('Loader', () => {
  let loader: Loader;
  afterEach(() => {
    loader?.stop();
    document.body.innerHTML = '';
  });

  it('mounts each widget once, even when scanned twice', async () => {
    const mount = vi.fn((_el: HTMLElement, _options: unknown) => undefined);
    loader = new Loader({ a: { strategy: 'eager', load: async () => widget('a', mount) } });
    document.body.innerHTML = '<div data-widget="a" data-size="3"></div>';
    loader.start();
    loader.scan(document);
    await tick();
    expect(mount).toHaveBeenCalledTimes(1);
    expect(mount.mock.calls[0]?.[1]).toEqual({ size: 3 });
    expect(document.querySelector('[data-widget-mounted="a"]')).not.toBeNull();
  });

  it('mounts every widget named in one data-widget attribute', async () => {
    const a = vi.fn(() => undefined);
    const b = vi.fn(() => undefined);
    loader = new Loader({
      a: { strategy: 'eager', load: async () => widget('a', a) },
      b: { strategy: 'eager', load: async () => widget('b', b) },
    });
    document.body.innerHTML = '<div data-widget="a  b"></div>';
    loader.start();
    await tick();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('mounts widgets inserted later and unmounts those removed', async () => {
    const unmount = vi.fn();
    loader = new Loader({ a: { strategy: 'eager', load: async () => widget('a', () => unmount) } });
    loader.start();
    const el = document.createElement('div');
    el.innerHTML = '<section><div data-widget="a"></div></section>';
    document.body.append(el);
    await tick();
    await tick();
    expect(loader.mountedCount).toBe(1);
    el.remove();
    await tick();
    expect(unmount).toHaveBeenCalledTimes(1);
    expect(loader.mountedCount).toBe(0);
  });

  it('keeps other widgets working when one chunk fails, after one retry', async () => {
    const failing = vi.fn(async () => {
      throw new Error('chunk 404');
    });
    const good = vi.fn(() => undefined);
    const registry: Registry = {
      bad: { strategy: 'eager', load: failing },
      good: { strategy: 'eager', load: async () => widget('good', good) },
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const errors: string[] = [];
    const listener = (e: Event) => errors.push((e as CustomEvent).detail.widget);
    document.addEventListener('vitrine:widget-error', listener);
    document.body.innerHTML = '<div data-widget="bad"><p>server html</p></div><div data-widget="good"></div>';
    loader = new Loader(registry);
    loader.start();
    await tick();
    await tick();
    document.removeEventListener('vitrine:widget-error', listener);
    expect(failing).toHaveBeenCalledTimes(2);
    expect(errors).toEqual(['bad']);
    expect(good).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[data-widget="bad"]')?.innerHTML).toBe('<p>server html</p>');
  });

  it('reports a widget whose mount throws and mounts the others', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const good = vi.fn(() => undefined);
    loader = new Loader({
      boom: {
        strategy: 'eager',
        load: async () =>
          widget('boom', () => {
            throw new Error('boom');
          }),
      },
      good: { strategy: 'eager', load: async () => widget('good', good) },
    });
    document.body.innerHTML = '<div data-widget="boom"></div><div data-widget="good"></div>';
    loader.start();
    await tick();
    expect(good).toHaveBeenCalled();
    expect(document.querySelector('[data-widget-failed="boom"]')).not.toBeNull();
  });

  it('waits for an interaction when data-widget-load says so', async () => {
    const mount = vi.fn(() => undefined);
    loader = new Loader({ a: { strategy: 'eager', load: async () => widget('a', mount) } });
    document.body.innerHTML = '<button data-widget="a" data-widget-load="interaction">go</button>';
    loader.start();
    await tick();
    expect(mount).not.toHaveBeenCalled();
    document.querySelector('button')?.dispatchEvent(new Event('pointerdown'));
    await tick();
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it("asks for an interaction island's texts at the first move, while its code comes, not after", async () => {
    const chunk = gate();
    const order: string[] = [];
    loader = new Loader({
      a: {
        strategy: 'interaction',
        load: async () => {
          order.push('import');
          await chunk.arrived;
          return widget('a', () => undefined);
        },
      },
    });
    loader.setAheadFetcher({ files: () => undefined, firstMove: () => order.push('texts') });
    document.body.innerHTML = '<button data-widget="a">go</button>';
    loader.start();
    await tick();
    expect(order).toEqual([]);
    document.querySelector('button')?.dispatchEvent(new Event('pointerdown'));
    await tick();
    expect(order).toEqual(['texts', 'import']);
    chunk.arrive();
  });

  it("fetches the waiting widgets' files ahead once the chunks on their way have come, not beside them", async () => {
    const chunk = gate();
    const asked: string[][] = [];
    loader = new Loader({
      a: {
        strategy: 'eager',
        load: async () => {
          await chunk.arrived;
          return widget('a', () => undefined);
        },
      },
      b: { strategy: 'interaction', load: async () => widget('b', () => undefined) },
    });
    document.body.innerHTML = '<div data-widget="a"></div><button data-widget="b">go</button>';
    loader.start();
    await tick();
    loader.setAheadFetcher({ files: (names) => asked.push(names), firstMove: () => undefined });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
    chunk.arrive();
    await tick();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([['b']]);
  });

  it('mounts an interaction widget at once when focus is already inside it', async () => {
    const mount = vi.fn(() => undefined);
    loader = new Loader({ a: { strategy: 'interaction', load: async () => widget('a', mount) } });
    document.body.innerHTML = '<label data-widget="a">Ref <input id="ref"></label>';
    document.querySelector<HTMLInputElement>('#ref')?.focus();
    loader.start();
    await tick();
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it("hands a press on an interaction widget's island-only button, made before it mounted, to its mount as its first action", async () => {
    const chunk = gate();
    // Read as mounts read it: while mounting (a press taken later is made on the island's button).
    let firstAction: { name: string; value: string } | undefined;
    const mount = vi.fn((_el: HTMLElement, _options: unknown, context: MountContext) => {
      firstAction = context.firstAction;
      return undefined;
    });
    loader = new Loader({
      a: {
        strategy: 'interaction',
        load: async () => {
          await chunk.arrived;
          return widget('a', mount);
        },
      },
    });
    document.body.innerHTML =
      '<div data-widget="a"><input name="Quantity" value="2"><button type="button" name="Step" value="up">+</button></div>';
    loader.start();
    await tick();
    const plus = document.querySelector('button') as HTMLButtonElement;
    plus.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    plus.dispatchEvent(click);
    plus.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(click.defaultPrevented).toBe(true);
    expect(plus.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('[data-widget]')?.getAttribute('data-widget-deferred')).toBe('a');
    chunk.arrive();
    await tick();
    expect(mount).toHaveBeenCalledTimes(1);
    expect([firstAction?.name, firstAction?.value]).toEqual(['Step', 'up']);
    expect(plus.hasAttribute('aria-busy')).toBe(false);
    expect(document.querySelector('[data-widget-deferred]')).toBeNull();
  });

  it("makes a press taken after the mount read its first action on the island's button of that name and value, once", async () => {
    const rendered = gate();
    let islandClicks = 0;
    let firstAction: unknown = 'unread';
    const mount = async (el: HTMLElement, _options: unknown, context: MountContext) => {
      firstAction = context.firstAction;
      // The island renders meanwhile (its first render is a transition): the press lands then.
      await rendered.arrived;
      const island = document.createElement('button');
      island.type = 'button';
      island.name = 'Step';
      island.value = 'up';
      island.addEventListener('click', () => (islandClicks += 1));
      el.replaceChildren(island);
      return undefined;
    };
    loader = new Loader({ a: { strategy: 'interaction', load: async () => widget('a', mount) } });
    document.body.innerHTML =
      '<div data-widget="a"><input name="Quantity" value="2"><button type="button" name="Step" value="up">+</button></div>';
    loader.start();
    await tick();
    const plus = document.querySelector('button') as HTMLButtonElement;
    plus.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await tick();
    expect(firstAction).toBeUndefined();
    plus.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(plus.getAttribute('aria-busy')).toBe('true');
    rendered.arrive();
    await tick();
    expect(document.querySelector('[data-widget-mounted]')).not.toBeNull();
    expect(islandClicks).toBe(1);
  });

  it('leaves a link, a box and a field to HTML until an interaction widget mounts', async () => {
    loader = new Loader({ a: { strategy: 'interaction', load: () => new Promise(() => {}) } });
    document.body.innerHTML =
      '<div data-widget="a"><a href="#x">x</a><input type="checkbox" name="b" value="1"><input name="q"></div>';
    loader.start();
    await tick();
    const link = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('a')?.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    const box = document.querySelector<HTMLInputElement>('input[type=checkbox]');
    box?.click();
    expect(box?.checked).toBe(true);
  });

  it("makes a form submission taken before the widget as HTML makes it when the widget's chunk fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const chunk = gate();
    loader = new Loader({
      a: {
        strategy: 'interaction',
        load: async () => {
          await chunk.arrived;
          throw new TypeError('Failed to fetch dynamically imported module');
        },
      },
    });
    document.body.innerHTML =
      '<form data-widget="a" action="/remove" method="post"><button name="RemoveItemId" value="7">x</button></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    const sent = vi.spyOn(form, 'requestSubmit').mockImplementation(() => {});
    loader.start();
    await tick();
    const button = form.querySelector('button') as HTMLButtonElement;
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    chunk.arrive();
    await vi.waitFor(() => expect(sent).toHaveBeenCalledWith(button));
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('does not mount a widget removed before its chunk arrived', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const mount = vi.fn(() => undefined);
    loader = new Loader({
      a: {
        strategy: 'eager',
        load: async () => {
          await gate;
          return widget('a', mount);
        },
      },
    });
    document.body.innerHTML = '<div data-widget="a"></div>';
    loader.start();
    document.body.innerHTML = '';
    await tick();
    release();
    await tick();
    expect(mount).not.toHaveBeenCalled();
  });

  it('mounts widgets whose chunks arrive together in separate tasks', async () => {
    const mounted: string[] = [];
    const mount = (name: string) => () => {
      mounted.push(name);
      return undefined;
    };
    const { arrive, arrived } = gate();
    loader = new Loader({
      a: { strategy: 'eager', load: () => arrived.then(() => widget('a', mount('a'))) },
      b: { strategy: 'eager', load: () => arrived.then(() => widget('b', mount('b'))) },
    });
    document.body.innerHTML = '<div data-widget="a"></div><div data-widget="b"></div>';
    loader.start();
    await tick();
    const { runTask, settle } = manualTasks();
    arrive();
    await settle();
    // The first mounts at once (ready for a click on content just swapped in); the next one waits.
    expect(mounted).toEqual(['a']);
    for (let i = 0; i < 4; i++) await runTask();
    expect(mounted).toEqual(['a', 'b']);
  });

  it('does not mount a widget removed while it waited for its turn', async () => {
    const a = vi.fn(() => undefined);
    const b = vi.fn(() => undefined);
    const { arrive, arrived } = gate();
    loader = new Loader({
      a: { strategy: 'eager', load: () => arrived.then(() => widget('a', a)) },
      b: { strategy: 'eager', load: () => arrived.then(() => widget('b', b)) },
    });
    document.body.innerHTML = '<div data-widget="a"></div><div id="b" data-widget="b"></div>';
    loader.start();
    await tick();
    const { runTask, settle } = manualTasks();
    arrive();
    await settle();
    expect(a).toHaveBeenCalledTimes(1);
    document.getElementById('b')?.remove();
    for (let i = 0; i < 4; i++) await runTask();
    expect(b).not.toHaveBeenCalled();
  });

  it('unmounts everything on stop', async () => {
    const unmount = vi.fn();
    loader = new Loader({ a: { strategy: 'eager', load: async () => widget('a', () => unmount) } });
    document.body.innerHTML = '<div data-widget="a"></div><div data-widget="a"></div>';
    loader.start();
    await tick();
    loader.stop();
    loader.stop();
    expect(unmount).toHaveBeenCalledTimes(2);
  });
});
