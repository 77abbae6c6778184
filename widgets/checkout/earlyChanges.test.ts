import { summaryProblems } from './fieldProblems.ts';
import { changedBeforeStart } from './wiring.ts';

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
}

describe('changes made before the checkout island started', () => {
  it('lists the controls whose state differs from the server markup, a radio group by its checked radio', () => {
    const el = form(`
      <input type="radio" name="ExistingBillingAddressId" value="1" checked>
      <input type="radio" name="ExistingBillingAddressId" value="2">
      <input type="checkbox" name="SameAddressForShipping" checked>
      <input type="text" name="BillingVAT" value="BE12">
      <input type="hidden" name="BillingCountry" value="1">
      <input type="text" name="Comment" value="">`);
    expect(changedBeforeStart(el)).toEqual([]);
    el.querySelector<HTMLInputElement>('input[value="2"]')!.checked = true;
    el.querySelector<HTMLInputElement>('[name="SameAddressForShipping"]')!.checked = false;
    el.querySelector<HTMLInputElement>('[name="BillingVAT"]')!.value = 'NL123456789B01';
    el.querySelector<HTMLInputElement>('[name="BillingCountry"]')!.value = '3';
    expect(changedBeforeStart(el).map((input) => `${input.name}=${input.value}`)).toEqual([
      'ExistingBillingAddressId=2',
      'SameAddressForShipping=on',
      'BillingVAT=NL123456789B01',
    ]);
  });
});

describe("the server's error summary", () => {
  it('gives each linked error as a problem of its field, and nothing for an empty summary', () => {
    document.body.innerHTML = `<section class="checkout-errors"><h2>Corrigez</h2><ul>
      <li><a href="#BillingVAT">Numéro de TVA non valide</a></li>
      <li><a href="#AcceptTerms"> Acceptez les conditions </a></li>
      <li><a href="#">sans champ</a></li></ul></section>`;
    expect(summaryProblems(document.querySelector('section')!)).toEqual([
      { field: 'BillingVAT', message: 'Numéro de TVA non valide' },
      { field: 'AcceptTerms', message: 'Acceptez les conditions' },
    ]);
    document.body.innerHTML = '<section class="checkout-errors" hidden><h2>Corrigez</h2><ul></ul></section>';
    expect(summaryProblems(document.querySelector('section')!)).toEqual([]);
  });
});
