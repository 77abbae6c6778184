import { BILLING_COUNTRIES, billingCountry } from './billingCountry.ts';

describe('billingCountry', () => {
  it('starts each culture on its country, French and Dutch on Belgium', () => {
    expect(['fr', 'nl', 'es', 'de', 'it', 'pt'].map(billingCountry)).toEqual([
      'BE',
      'BE',
      'ES',
      'DE',
      'IT',
      'PT',
    ]);
  });

  it('starts an unknown culture on Belgium, a country the form offers', () => {
    expect(billingCountry('en')).toBe('BE');
    for (const culture of ['fr', 'nl', 'es', 'de', 'it', 'pt', 'en'])
      expect(BILLING_COUNTRIES).toContain(billingCountry(culture));
  });
});
