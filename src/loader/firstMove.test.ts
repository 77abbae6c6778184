import { loadOnFirstMove } from './firstMove.ts';
import { holdClicks } from './holdClicks.ts';

/** A load that finishes when the test says so. */
function gate(): { done: () => void; load: () => Promise<void> } {
  let done = () => {};
  const finished = new Promise<void>((resolve) => {
    done = resolve;
  });
  return { done, load: () => finished };
}

const click = (el: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  el.dispatchEvent(event);
  return event;
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadOnFirstMove', () => {
  let controller: AbortController;
  beforeEach(() => {
    controller = new AbortController();
  });
  afterEach(() => {
    controller.abort();
    document.body.innerHTML = '';
  });

  it('loads nothing until the customer moves onto the element, then loads once', async () => {
    document.body.innerHTML = '<form><input id="q"></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    const load = vi.fn(async () => {});
    loadOnFirstMove(form, 'cart-page', load, { signal: controller.signal });
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(form.getAttribute('data-widget-deferred')).toBe('cart-page');
    form.dispatchEvent(new Event('pointerenter'));
    form.dispatchEvent(new Event('focusin'));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(form.hasAttribute('data-widget-deferred')).toBe(false));
  });

  it('loads at once when focus is already inside', () => {
    document.body.innerHTML = '<form><input id="q"></form>';
    (document.querySelector('#q') as HTMLInputElement).focus();
    const load = vi.fn(async () => {});
    loadOnFirstMove(document.querySelector('form') as HTMLFormElement, 'cart-page', load, {
      signal: controller.signal,
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing once its element has left (the signal aborted)', async () => {
    document.body.innerHTML = '<form></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    const load = vi.fn(async () => {});
    loadOnFirstMove(form, 'cart-page', load, { signal: controller.signal });
    controller.abort();
    form.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('makes a click held while loading again on the island box of the same id', async () => {
    document.body.innerHTML = '<form><label><input type="checkbox" id="brand-3"> Kobalt</label></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    const { done, load } = gate();
    const ticked = vi.fn();
    const render = async () => {
      await load();
      form.innerHTML = '<label><input type="checkbox" id="brand-3"> Kobalt</label>';
      form.querySelector('input')?.addEventListener('change', ticked);
    };
    loadOnFirstMove(form, 'product-filters', render, { signal: controller.signal });
    form.dispatchEvent(new Event('pointerdown'));
    const first = click(form.querySelector('input') as HTMLInputElement);
    expect(first.defaultPrevented).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    done();
    await vi.waitFor(() => expect(ticked).toHaveBeenCalledTimes(1));
    expect((form.querySelector('input') as HTMLInputElement).checked).toBe(true);
    expect(form.hasAttribute('aria-busy')).toBe(false);
  });

  it('drops a held click rather than make it on another control that slid into its place', async () => {
    document.body.innerHTML =
      '<form><p><button type="button">Update</button><button type="button">Empty the cart</button></p></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    const { done, load } = gate();
    const emptied = vi.fn();
    const render = async () => {
      await load();
      form.innerHTML = '<p><button type="button">Empty the cart</button></p>';
      form.querySelector('button')?.addEventListener('click', emptied);
    };
    loadOnFirstMove(form, 'cart-page', render, { signal: controller.signal });
    form.dispatchEvent(new Event('pointerdown'));
    click(form.querySelector('button') as HTMLButtonElement);
    done();
    await settle();
    await settle();
    expect(emptied).not.toHaveBeenCalled();
  });

  it('makes a held click on the island control that says the same, wherever the island put it', async () => {
    document.body.innerHTML = '<form><button type="button">Apply</button><a href="/list">Coupons</a></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    const { done, load } = gate();
    const applied = vi.fn();
    const render = async () => {
      await load();
      form.innerHTML =
        '<p><a href="/list">Coupons</a></p><p><button type="button">Remove</button><button type="button">Apply</button></p>';
      form.querySelectorAll('button')[1]?.addEventListener('click', applied);
    };
    loadOnFirstMove(form, 'cart-page', render, { signal: controller.signal });
    form.dispatchEvent(new Event('touchstart'));
    click(form.querySelector('button') as HTMLButtonElement);
    done();
    await vi.waitFor(() => expect(applied).toHaveBeenCalledTimes(1));
  });

  it('never holds a form submit: Enter in a field posts the server form as without JavaScript', async () => {
    document.body.innerHTML =
      '<form><input name="Quantity_12" value="2"><button type="submit" name="Action" value="update">Update</button></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    loadOnFirstMove(form, 'cart-page', () => new Promise(() => {}), { signal: controller.signal });
    form.dispatchEvent(new Event('focusin'));
    const submit = click(form.querySelector('button') as HTMLButtonElement);
    expect(submit.defaultPrevented).toBe(false);
    expect(form.hasAttribute('aria-busy')).toBe(false);
  });

  it('reports a failed load and lets the held click go on as plain HTML', async () => {
    document.body.innerHTML = '<form><a href="#coupons">coupons</a></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    const errors: unknown[] = [];
    document.addEventListener('vitrine:widget-error', (event) => errors.push(event), {
      signal: controller.signal,
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loadOnFirstMove(form, 'cart-page', () => Promise.reject(new Error('chunk failed')), {
      signal: controller.signal,
    });
    form.dispatchEvent(new Event('pointerdown'));
    const link = form.querySelector('a') as HTMLAnchorElement;
    const followed = vi.fn();
    const held = click(link);
    expect(held.defaultPrevented).toBe(true);
    link.addEventListener('click', (event) => followed(event.defaultPrevented));
    await vi.waitFor(() => expect(followed).toHaveBeenCalledWith(false));
    expect(errors).toHaveLength(1);
  });
});

describe('holdClicks', () => {
  it('lets clicks through when nothing is loading, and modified clicks always', () => {
    document.body.innerHTML = '<div><a href="#x">x</a></div>';
    const el = document.querySelector('div') as HTMLElement;
    const controller = new AbortController();
    let loading: Promise<void> | undefined;
    holdClicks(el, () => loading, controller.signal);
    const link = el.querySelector('a') as HTMLAnchorElement;
    expect(click(link).defaultPrevented).toBe(false);
    loading = new Promise(() => {});
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(modified);
    expect(modified.defaultPrevented).toBe(false);
    controller.abort();
  });
});
