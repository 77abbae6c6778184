import { attachValidation } from './attach.ts';

beforeAll(() => {
  document.head.innerHTML = '<script type="application/json" id="vitrine-settings">{"culture":"fr"}</script>';
});

let detach: () => void = () => undefined;

function render(html: string): HTMLFormElement {
  document.body.innerHTML = `<form action="/save">${html}<button type="submit">Save</button></form>`;
  const form = document.querySelector('form')!;
  detach = attachValidation(form);
  return form;
}

afterEach(() => detach());

const field = () => document.querySelector<HTMLInputElement>('[name="Name"]')!;
const message = () => document.querySelector('[data-valmsg-for="Name"]')!.textContent;
const NAME = `<input name="Name" data-val="true" data-val-required="Name is required"
  data-val-minlength="Too short" data-val-minlength-min="3"><span data-valmsg-for="Name"></span>`;

function type(value: string): void {
  field().value = value;
  field().dispatchEvent(new Event('input', { bubbles: true }));
}

function submit(form: HTMLFormElement): SubmitEvent {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
}

describe('attachValidation', () => {
  it('stays quiet while the customer types before any submit', () => {
    render(NAME);
    type('a');
    field().dispatchEvent(new Event('focusout', { bubbles: true }));
    expect(message()).toBe('');
  });

  it('blocks the submit of an invalid form', () => {
    const form = render(NAME);
    expect(submit(form).defaultPrevented).toBe(true);
    expect(message()).toBe('Name is required');
  });

  it('revalidates an invalid field on input, as the customer corrects it', () => {
    const form = render(NAME);
    submit(form);
    type('ab');
    expect(message()).toBe('Too short');
    type('abc');
    expect(message()).toBe('');
  });

  it('revalidates on blur once the form was submitted', () => {
    const form = render(`${NAME}<input name="Other" data-val="true" data-val-email="Bad email">`);
    const other = document.querySelector<HTMLInputElement>('[name="Other"]')!;
    submit(form);
    other.value = 'nope';
    other.dispatchEvent(new Event('focusout', { bubbles: true }));
    expect(other.getAttribute('aria-invalid')).toBe('true');
  });

  it('lets a valid form through', () => {
    const form = render(NAME);
    field().value = 'Jane';
    expect(submit(form).defaultPrevented).toBe(false);
  });

  it('does not validate a submit from a cancel button', () => {
    const form = render(`${NAME}<button type="submit" class="cancel">Back</button>`);
    const event = new SubmitEvent('submit', {
      bubbles: true,
      cancelable: true,
      submitter: document.querySelector<HTMLElement>('.cancel'),
    });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('marks fields filled at start and as they change', () => {
    render(`${NAME}<input name="City" value="Namur">`);
    expect(document.querySelector('[name="City"]')!.classList.contains('filled')).toBe(true);
    expect(field().classList.contains('filled')).toBe(false);
    type('Jane');
    expect(field().classList.contains('filled')).toBe(true);
    type('');
    expect(field().classList.contains('filled')).toBe(false);
  });

  it('turns native constraint validation off', () => {
    expect(render(NAME).noValidate).toBe(true);
  });

  it('removes its listeners when detached', () => {
    const form = render(NAME);
    detach();
    expect(submit(form).defaultPrevented).toBe(false);
  });
});

describe('revalidation of dependent fields', () => {
  it('clears a requiredor error when the other field is filled', () => {
    const form = render(`<input name="Email" data-val="true" data-val-requiredor="Email or phone"
      data-val-requiredor-otherproperty="Phone"><span data-valmsg-for="Email"></span><input name="Phone">`);
    submit(form);
    expect(document.querySelector('[data-valmsg-for="Email"]')!.textContent).toBe('Email or phone');
    const phone = document.querySelector<HTMLInputElement>('[name="Phone"]')!;
    phone.value = '0470 12 34 56';
    phone.dispatchEvent(new Event('change', { bubbles: true }));
    expect(document.querySelector('[data-valmsg-for="Email"]')!.textContent).toBe('');
  });
});
