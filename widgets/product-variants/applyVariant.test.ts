import { applyAttributes } from './applyVariant.ts';
import type { VariantResponse } from './variantResponse.ts';

function answer(displayType: string): VariantResponse {
  return {
    ProductVariantViewModel: {
      ProductId: 1,
      ProductVariantId: 101,
      SKU: 'A',
      UnitPriceTaxIncl: 10,
      CurrencyCode: 'EUR',
      VariantValueId1: 11,
    },
    ProductVariantAttributesViewModel: [
      {
        ProductAttributeId: 1,
        VariationDisplayTypeValue: displayType,
        Value: 'Couleur',
        SelectedValueId: 11,
        ProductAttributeValuesViewModel: [
          {
            ProductAttributeValueId: 11,
            DisplayValue: 'Rouge',
            IsUnavailable: false,
            ColorCode1: '#c00',
            ColorCode2: null,
            ColorCode3: null,
          },
          {
            ProductAttributeValueId: 12,
            DisplayValue: 'Bleu',
            IsUnavailable: true,
            ColorCode1: '#00c',
            ColorCode2: null,
            ColorCode3: null,
          },
        ],
      },
    ],
  };
}

function radioForm(): HTMLFormElement {
  document.body.innerHTML = `<form>
    <input type="radio" id="v11" name="VariantValueId1" value="11"><label for="v11">Rouge</label>
    <input type="radio" id="v12" name="VariantValueId1" value="12"><label for="v12">Bleu</label>
  </form>`;
  return document.querySelector('form') as HTMLFormElement;
}

describe('the variation display type', () => {
  it("shows a colour swatch per value when VariationDisplayTypeValue is 'Square'", () => {
    const form = radioForm();
    applyAttributes(form, answer('Square'));
    const swatches = form.querySelectorAll<HTMLElement>('label .swatch');
    expect(swatches).toHaveLength(2);
    expect(swatches[0]?.style.background).toContain('#c00');
    expect(form.querySelector<HTMLInputElement>('#v11')?.checked).toBe(true);
    expect(form.querySelector<HTMLInputElement>('#v12')?.disabled).toBe(true);
  });

  it('shows plain labels, without colour, for any other display type', () => {
    const form = radioForm();
    applyAttributes(form, answer('Select'));
    expect(form.querySelectorAll('.swatch')).toHaveLength(0);
    expect(form.querySelector('label[for="v11"]')?.textContent).toBe('Rouge');
  });
});
