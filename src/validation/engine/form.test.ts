import { validateField, validateForm } from './form.ts';

beforeAll(() => {
  document.head.innerHTML = '<script type="application/json" id="vitrine-settings">{"culture":"fr"}</script>';
});

function render(html: string): HTMLFormElement {
  document.body.innerHTML = `<form action="/save">${html}</form>`;
  return document.querySelector('form')!;
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const span = (name: string) => document.querySelector<HTMLElement>(`[data-valmsg-for="${name}"]`)!;

const EMAIL = `
  <input name="Email" id="Email" data-val="true" data-val-required="Email is required"
    data-val-email="Email is not valid" aria-describedby="Email-hint">
  <span data-valmsg-for="Email" class="field-validation-valid"></span>`;

describe('validateForm', () => {
  it('shows the message in the valmsg-for span and sets aria-invalid', () => {
    const form = render(EMAIL);
    expect(validateForm(form)).toBe(false);
    expect(span('Email').textContent).toBe('Email is required');
    expect(span('Email').className).toBe('field-validation-error');
    expect(input('Email').getAttribute('aria-invalid')).toBe('true');
    expect(input('Email').classList.contains('input-validation-error')).toBe(true);
  });

  it('adds the span id to aria-describedby without dropping existing ids', () => {
    render(EMAIL);
    validateForm(document.querySelector('form')!);
    expect(span('Email').id).toBe('Email-error');
    expect(input('Email').getAttribute('aria-describedby')).toBe('Email-hint Email-error');
  });

  it('reports the first failing rule only, the required one first', () => {
    const form = render(EMAIL);
    input('Email').value = 'nope';
    validateForm(form);
    expect(span('Email').textContent).toBe('Email is not valid');
  });

  it('focuses the first invalid field', () => {
    const form = render(`<input name="A" data-val="true" data-val-required="A">
      <input name="B" data-val="true" data-val-required="B">`);
    input('A').value = 'ok';
    validateForm(form);
    expect(document.activeElement).toBe(input('B'));
  });

  it('lists the messages in the summary in document order', () => {
    const form =
      render(`<div data-valmsg-summary="true" class="validation-summary-valid"><ul><li></li></ul></div>
      <input name="A" data-val="true" data-val-required="A is required">
      <input name="B" data-val="true" data-val-required="">`);
    validateForm(form);
    const summary = document.querySelector('[data-valmsg-summary]')!;
    expect([...summary.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'A is required',
      'Core.FieldRequired',
    ]);
    expect(summary.className).toBe('validation-summary-errors');
  });

  it('skips disabled and hidden fields', () => {
    const form = render(`<input name="A" disabled data-val="true" data-val-required="A">
      <div hidden><input name="B" data-val="true" data-val-required="B"></div>
      <input name="C" style="display:none" data-val="true" data-val-required="C">`);
    expect(validateForm(form)).toBe(true);
  });

  it('does not apply required to a checkbox, as ASP.NET renders it on every bool', () => {
    const form =
      render(`<input type="checkbox" name="News" value="true" data-val="true" data-val-required="x">
      <input type="hidden" name="News" value="false">`);
    expect(validateForm(form)).toBe(true);
  });

  it('needs a mandatory checkbox to be checked', () => {
    const form =
      render(`<input type="checkbox" name="Terms" value="true" data-val="true" data-val-mandatory="Accept">
      <input type="hidden" name="Terms" value="false"><span data-valmsg-for="Terms"></span>`);
    expect(validateForm(form)).toBe(false);
    input('Terms').checked = true;
    expect(validateForm(form)).toBe(true);
  });

  it('needs one radio of a group whose first radio carries the rules', () => {
    const form =
      render(`<input type="radio" name="Ship" value="home" data-val="true" data-val-required="Pick one">
      <input type="radio" name="Ship" value="shop"><span data-valmsg-for="Ship"></span>`);
    expect(validateForm(form)).toBe(false);
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(2);
    document.querySelector<HTMLInputElement>('[value="shop"]')!.checked = true;
    expect(validateForm(form)).toBe(true);
  });

  it('reads a checkbox dependent of requiredif as true or false', () => {
    const form = render(`<input type="checkbox" name="Order.IsCompany" value="true">
      <input type="hidden" name="Order.IsCompany" value="false">
      <input name="Order.Vat" data-val="true" data-val-requiredif="VAT required"
        data-val-requiredif-dependentproperty="*.IsCompany" data-val-requiredif-targetvalue="True"
        data-val-requiredif-comparison="isequalto">`);
    expect(validateForm(form)).toBe(true);
    input('Order.IsCompany').checked = true;
    expect(validateForm(form)).toBe(false);
  });
});

describe('validateField', () => {
  it('clears the message once the customer corrects the field', () => {
    const form = render(`<div data-valmsg-summary="true"><ul></ul></div>${EMAIL}`);
    validateForm(form);
    input('Email').value = 'jane@example.com';
    expect(validateField(input('Email'))).toBe(true);
    expect(span('Email').textContent).toBe('');
    expect(span('Email').className).toBe('field-validation-valid');
    expect(input('Email').hasAttribute('aria-invalid')).toBe(false);
    expect(input('Email').getAttribute('aria-describedby')).toBe('Email-hint');
    expect(document.querySelector('[data-valmsg-summary]')!.className).toBe('validation-summary-valid');
  });

  it('keeps the text of a span with data-valmsg-replace="false"', () => {
    render(`<input name="A" data-val="true" data-val-required="A">
      <span data-valmsg-for="A" data-valmsg-replace="false">*</span>`);
    validateField(input('A'));
    expect(span('A').textContent).toBe('*');
    expect(span('A').classList.contains('field-validation-error')).toBe(true);
  });

  it('validates a field without rules as valid', () => {
    render('<input name="Free">');
    expect(validateField(input('Free'))).toBe(true);
  });
});
