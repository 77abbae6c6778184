import { copyBilling, type PickedAddress, pickedAddress } from './billingCopy.ts';

const company: PickedAddress = {
  Id: 703,
  AddressType: 'Billing',
  CountryId: 3,
  City: 'Amsterdam',
  PostalCode: '1015',
  Street1: 'Keizersgracht',
  HouseNumber: '100',
  BoxNumber: '',
  AccountType: 'Company',
  VAT: 'NL123456789B01',
};

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
}

const hidden = [
  'AddressType',
  'BillingCountry',
  'BillingCity',
  'BillingPostalCode',
  'BillingStreet1',
  'BillingHouseNumber',
  'BillingBoxNumber',
]
  .map((name) => `<input type="hidden" name="${name}" value="x">`)
  .join('');
const radios =
  '<input type="radio" name="BillingAccountType" value="Private" checked><input type="radio" name="BillingAccountType" value="Company">';

describe('the billing picker copy', () => {
  afterEach(() => vi.restoreAllMocks());

  it('fills the hidden billing fields and ticks the account type', () => {
    const el = form(hidden + radios);
    copyBilling(el, company);
    const data = new FormData(el);
    expect(data.get('BillingCountry')).toBe('3');
    expect(data.get('BillingCity')).toBe('Amsterdam');
    expect(data.get('BillingStreet1')).toBe('Keizersgracht');
    expect(data.get('AddressType')).toBe('Billing');
    expect(data.get('BillingAccountType')).toBe('Company');
  });

  it('only warns in the console when hidden fields or the radio are missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = form('<input type="hidden" name="BillingCity">');
    expect(() => copyBilling(el, company)).not.toThrow();
    expect(new FormData(el).get('BillingCity')).toBe('Amsterdam');
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual(
      expect.arrayContaining([
        expect.stringContaining('BillingCountry'),
        expect.stringContaining('account type'),
      ]),
    );
  });

  it('warns when the selected address attribute is missing or broken', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = form('<input type="radio" value="1"><input type="radio" value="2" data-address="{oops">');
    const [bare, broken] = [...el.querySelectorAll('input')];
    expect(pickedAddress(bare!)).toBeUndefined();
    expect(pickedAddress(broken!)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
