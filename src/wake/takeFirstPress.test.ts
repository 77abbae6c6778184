import { takeFirstPress } from './takeFirstPress.ts';

/** A cart form as the server writes it: a quantity, a remove per line, a hidden default Update. */
function cartForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = `
    <button type="submit" name="Action" value="update" hidden></button>
    <input name="Quantity_12" value="2">
    <button type="submit" name="RemoveItemId" value="12">Remove</button>
    <button type="submit" name="RemoveItemId" value="13">Remove</button>
    <button type="button" name="Step" value="1">+</button>
    <a href="#elsewhere">A link</a>`;
  document.body.append(form);
  return form;
}

describe('the first press before an island is there', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('takes a remove as a submission would carry it, shows it working on that button, and takes nothing more', () => {
    const form = cartForm();
    const presses = takeFirstPress(form);
    const [first, second] = form.querySelectorAll<HTMLButtonElement>('button[name="RemoveItemId"]');
    (form.querySelector('input') as HTMLInputElement).value = '5';
    first?.click();
    second?.click();
    expect(presses.action?.name).toBe('RemoveItemId');
    expect(presses.action?.value).toBe('12');
    expect(presses.action?.data.get('Quantity_12')).toBe('5');
    expect(first?.getAttribute('aria-busy')).toBe('true');
    expect(first?.classList.contains('vitrine-pressed')).toBe(true);
    expect(second?.hasAttribute('aria-busy')).toBe(false);
    presses.end(false);
    expect(first?.hasAttribute('aria-busy')).toBe(false);
    expect(first?.classList.contains('vitrine-pressed')).toBe(false);
  });

  it('shows Enter in a field working on that field, not on the hidden default button', () => {
    const form = cartForm();
    const presses = takeFirstPress(form);
    const field = form.querySelector('input') as HTMLInputElement;
    field.focus();
    form.requestSubmit(form.querySelector<HTMLButtonElement>('button[value="update"]'));
    expect([presses.action?.name, presses.action?.value]).toEqual(['Action', 'update']);
    expect(field.getAttribute('aria-busy')).toBe('true');
    presses.end(false);
  });

  it("takes a named type=button press (the island's + rendered by the server), with the form's fields", () => {
    const form = cartForm();
    const presses = takeFirstPress(form);
    const plus = form.querySelector<HTMLButtonElement>('button[name="Step"]');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    plus?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect([presses.action?.name, presses.action?.value]).toEqual(['Step', '1']);
    expect(presses.action?.data.get('Quantity_12')).toBe('2');
    presses.end(false);
  });

  it('leaves a link to HTML, and takes nothing when validation stopped the submission', () => {
    const form = cartForm();
    const presses = takeFirstPress(form);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    form.querySelector('a')?.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    const invalid = (event: Event) => event.preventDefault();
    document.addEventListener('submit', invalid, true);
    form.querySelector<HTMLButtonElement>('button[value="12"]')?.click();
    document.removeEventListener('submit', invalid, true);
    expect(presses.action).toBeUndefined();
    presses.end(false);
  });

  it('posts a submission left unread as HTML makes it, with its submitter, and only then', () => {
    const form = cartForm();
    const sent: (string | null)[] = [];
    const presses = takeFirstPress(form);
    form.querySelector<HTMLButtonElement>('button[value="13"]')?.click();
    form.addEventListener('submit', (event) => {
      sent.push((event.submitter as HTMLButtonElement | null)?.value ?? null);
      event.preventDefault();
    });
    expect(sent).toEqual([]);
    presses.end(true);
    expect(sent).toEqual(['13']);
  });

  it("makes a submitter's press left unread on the island's button of its name and value, once", () => {
    const form = cartForm();
    form.insertAdjacentHTML('beforeend', '<button type="submit" name="QuantityStep_12" value="1">+</button>');
    const presses = takeFirstPress(form);
    form.querySelector<HTMLButtonElement>('button[name="QuantityStep_12"]')?.click();
    expect([presses.action?.name, presses.action?.value]).toEqual(['QuantityStep_12', '1']);
    const submitted: unknown[] = [];
    form.addEventListener('submit', (event) => {
      submitted.push(event.submitter);
      event.preventDefault();
    });
    // The island replaces the form's markup, its + a button of the same name and value.
    form.innerHTML = '<button type="button" name="QuantityStep_12" value="-1">−</button>';
    form.insertAdjacentHTML('beforeend', '<button type="button" name="QuantityStep_12" value="1">+</button>');
    const made: string[] = [];
    form.addEventListener('click', (event) => made.push((event.target as HTMLButtonElement).value));
    presses.end(true);
    expect(made).toEqual(['1']);
    expect(submitted).toEqual([]);
  });

  it("takes a plain click on the widget's own link, shows it working, and makes it again once, when the widget is there", () => {
    const eye = document.createElement('a');
    eye.href = '#product';
    eye.innerHTML = '<svg></svg>';
    document.body.append(eye);
    const presses = takeFirstPress(eye);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    eye.querySelector('svg')?.dispatchEvent(tap);
    eye.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(tap.defaultPrevented).toBe(true);
    expect(eye.getAttribute('aria-busy')).toBe('true');
    expect(eye.classList.contains('vitrine-pressed')).toBe(true);
    const made: boolean[] = [];
    eye.addEventListener('click', (event) => {
      made.push(event.defaultPrevented);
      event.preventDefault();
    });
    presses.end(true);
    expect(made).toEqual([false]);
    expect(eye.hasAttribute('aria-busy')).toBe(false);
    expect([presses.action?.name, presses.action?.value]).toEqual(['', '']);
  });

  it('leaves a modified click on its own link to the browser, and makes no click for a widget gone', () => {
    const eye = document.createElement('a');
    eye.href = '#product';
    document.body.append(eye);
    const presses = takeFirstPress(eye);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    eye.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    eye.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const made: Event[] = [];
    eye.addEventListener('click', (event) => made.push(event));
    presses.end(false);
    expect(made).toEqual([]);
  });
});
