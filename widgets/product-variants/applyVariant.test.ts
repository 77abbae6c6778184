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
  });

  it('leaves an unavailable value choosable, marked and described as unavailable', () => {
    const form = radioForm();
    applyAttributes(form, answer('Square'));
    const blue = form.querySelector<HTMLInputElement>('#v12');
    expect(blue?.disabled).toBe(false);
    expect(blue?.hasAttribute('data-unavailable')).toBe(true);
    const note = document.getElementById(blue?.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('Catalog.UnavailableSuffix');
    expect(form.querySelector('label[for="v12"]')?.textContent).toBe('Bleu');
  });

  it('keeps a swatch’s name hidden in its own element and shows the chosen one beside the legend', () => {
    document.body.innerHTML = `<form><fieldset><legend>Couleur <span class="options__chosen">Bleu</span></legend>
      <span><input type="radio" id="v11" name="VariantValueId1" value="11"><label for="v11"><span class="swatch"></span><span class="option__name visually-hidden">Rouge</span></label></span>
      <span><input type="radio" id="v12" name="VariantValueId1" value="12" data-unavailable aria-describedby="v12-unavailable"><label for="v12"><span class="swatch"></span><span class="option__name visually-hidden">Bleu</span></label><span id="v12-unavailable">indisponible</span></span>
    </fieldset></form>`;
    const form = document.querySelector('form') as HTMLFormElement;
    const withBlueAvailable = answer('Square');
    const blue = withBlueAvailable.ProductVariantAttributesViewModel[0]?.ProductAttributeValuesViewModel[1];
    if (blue) blue.IsUnavailable = false;
    applyAttributes(form, withBlueAvailable);
    expect(form.querySelector('.options__chosen')?.textContent).toBe('Rouge');
    expect(form.querySelector('label[for="v11"] .option__name')?.textContent).toBe('Rouge');
    expect(form.querySelectorAll('label[for="v11"] .swatch')).toHaveLength(1);
    expect(form.querySelector('#v12')?.hasAttribute('aria-describedby')).toBe(false);
    expect(document.getElementById('v12-unavailable')).toBeNull();
  });

  it('shows plain labels, without colour, for any other display type', () => {
    const form = radioForm();
    applyAttributes(form, answer('Select'));
    expect(form.querySelectorAll('.swatch')).toHaveLength(0);
    expect(form.querySelector('label[for="v11"]')?.textContent).toBe('Rouge');
  });
});
