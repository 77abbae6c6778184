import { checkVariant, isKnownCurrency } from './checkVariant.ts';

function answer(model: Record<string, unknown>) {
  return {
    ProductVariantViewModel: { ProductId: 1001, ProductVariantId: 100103, SKU: 'VT-1001-101-203', ...model },
    ProductVariantAttributesViewModel: [],
  };
}

describe('checkVariant', () => {
  it('formats the price of a sound answer before anything is applied', () => {
    const checked = checkVariant(answer({ UnitPriceTaxIncl: 24.9, CurrencyCode: 'EUR' }));
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(checked.price.replace(/\s/g, ' ')).toMatch(/24[,.]90/);
  });

  it('reads an empty CurrencyCode as EUR', () => {
    expect(checkVariant(answer({ UnitPriceTaxIncl: 5, CurrencyCode: '' })).ok).toBe(true);
  });

  it.each([
    ['an unknown code', 'XYZ1'],
    ['a symbol', '€'],
    ['a made-up three-letter code', 'QQQ'],
    ['a number', 978],
    ['script text', '<img src=x onerror=alert(1)>'],
  ])('refuses %s as CurrencyCode, so nothing is half-applied', (_name, code) => {
    const checked = checkVariant(answer({ UnitPriceTaxIncl: 24.9, CurrencyCode: code }));
    expect(checked).toEqual({ ok: false, problem: expect.stringContaining('CurrencyCode') });
  });

  it.each([
    ['a price that is text', { UnitPriceTaxIncl: '24,90', CurrencyCode: 'EUR' }],
    ['an infinite price', { UnitPriceTaxIncl: Number.POSITIVE_INFINITY, CurrencyCode: 'EUR' }],
    ['no SKU', { SKU: null, UnitPriceTaxIncl: 1, CurrencyCode: 'EUR' }],
  ])('refuses %s', (_name, model) => {
    expect(checkVariant(answer(model)).ok).toBe(false);
  });

  it('refuses an answer of the wrong shape (an HTML page answered 200)', () => {
    expect(checkVariant('<html>').ok).toBe(false);
    expect(checkVariant({ ProductVariantViewModel: {} }).ok).toBe(false);
  });

  it('knows the ISO codes Intl knows', () => {
    expect(isKnownCurrency('EUR')).toBe(true);
    expect(isKnownCurrency('CHF')).toBe(true);
    expect(isKnownCurrency('eur')).toBe(false);
  });
});
