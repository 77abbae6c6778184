import { afterEach, describe, expect, it } from 'vitest';
import { pageAddress } from './pageAddress.ts';

const countries = [
  { CountryId: 1, CountryCode: 'BE', Name: 'Belgique' },
  { CountryId: 2, CountryCode: 'FR', Name: 'France' },
];

/** A checkout form with the given inner markup and a slot inside it. */
function form(html: string): Element {
  document.body.innerHTML = `<form>${html}<div class="pickup-slot"></div></form>`;
  return document.querySelector('.pickup-slot') as Element;
}

const typed = (prefix: string, postal: string, city: string, country = '1') =>
  `<input name="${prefix}PostalCode" value="${postal}"><input name="${prefix}City" value="${city}">
   <select name="${prefix}Country"><option value="1">BE</option><option value="2">FR</option></select>`.replace(
    `value="${country}"`,
    `value="${country}" selected`,
  );

const same = (ticked: boolean) =>
  `<input type="hidden" name="SameAddressForShipping" value="false"><input type="checkbox" name="SameAddressForShipping" value="true"${ticked ? ' checked' : ''}>`;

describe('the page address the pickup search starts from', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is the typed delivery address when it differs from the billing one', () => {
    const slot = form(
      typed('Billing', '1000', 'Bruxelles') + same(false) + typed('Shipping', '9000', 'Gand'),
    );
    expect(pageAddress(slot, countries)).toEqual({
      countryCode: 'BE',
      postalCode: '9000',
      city: 'Gand',
      address: '',
    });
  });

  it('is the billing address when the same-address box is ticked, or the delivery one is blank', () => {
    expect(
      pageAddress(
        form(typed('Billing', '1000', 'Bruxelles') + same(true) + typed('Shipping', '9000', 'Gand')),
        countries,
      )?.city,
    ).toBe('Bruxelles');
    expect(
      pageAddress(
        form(typed('Billing', '5000', 'Namur') + same(false) + typed('Shipping', ' ', '')),
        countries,
      )?.city,
    ).toBe('Namur');
  });

  it('is the address a picker has chosen, from its model', () => {
    const model = JSON.stringify({ CountryId: 2, PostalCode: '75001', City: 'Paris' }).replace(
      /"/g,
      '&quot;',
    );
    const slot = form(
      `${same(false)}<input type="radio" name="ExistingShippingAddressId" value="7" checked data-address="${model}">`,
    );
    expect(pageAddress(slot, countries)).toEqual({
      countryCode: 'FR',
      postalCode: '75001',
      city: 'Paris',
      address: '',
    });
  });

  it('is none without a form, without a place typed, or in a country the carrier does not serve', () => {
    document.body.innerHTML = '<div class="pickup-slot"></div>';
    expect(pageAddress(document.querySelector('.pickup-slot') as Element, countries)).toBeNull();
    expect(pageAddress(form(typed('Billing', '', '') + same(true)), countries)).toBeNull();
    expect(
      pageAddress(form(typed('Billing', '1000', 'Bruxelles') + same(true)), countries.slice(1)),
    ).toBeNull();
    const broken = form(
      `${same(false)}<input type="radio" name="ExistingShippingAddressId" checked data-address="{oops">`,
    );
    expect(pageAddress(broken, countries)).toBeNull();
  });
});
