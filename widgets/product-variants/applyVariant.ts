import { t } from '../../src/index.ts';
import { applyRadios } from './applyRadios.ts';
import type { VariantAttribute, VariantResponse } from './variantResponse.ts';
import { optionLabel } from './variantRules.ts';

/** The chosen values of the variant, e.g. "Marine / M" (what the cart and the dialog call it). */
function variantLabel(answer: VariantResponse): string {
  return answer.ProductVariantAttributesViewModel.map(
    (attribute) =>
      attribute.ProductAttributeValuesViewModel.find(
        (value) => value.ProductAttributeValueId === attribute.SelectedValueId,
      )?.DisplayValue ?? '',
  )
    .filter(Boolean)
    .join(' / ');
}

/**
 * Fills the server-rendered bindings (`data-bind="SKU"`, `"UnitPriceTaxIncl"`, `"VariantLabel"`) and the
 * `ProductVariantId` fields of the scope, all together: the price comes formatted by `checkVariant`,
 * so nothing can fail half-way.
 */
export function applyBindings(scope: ParentNode, answer: VariantResponse, price: string): void {
  const model = answer.ProductVariantViewModel;
  for (const el of scope.querySelectorAll('[data-bind="SKU"]')) el.textContent = model.SKU;
  for (const el of scope.querySelectorAll('[data-bind="UnitPriceTaxIncl"]')) el.textContent = price;
  const label = variantLabel(answer);
  for (const el of scope.querySelectorAll('[data-bind="VariantLabel"]')) el.textContent = label;
  for (const input of scope.querySelectorAll<HTMLInputElement>('input[name="ProductVariantId"]')) {
    input.value = String(model.ProductVariantId);
  }
}

function applySelect(select: HTMLSelectElement, attribute: VariantAttribute, suffix: string): void {
  const options = attribute.ProductAttributeValuesViewModel.map((value) => {
    const option = document.createElement('option');
    option.value = String(value.ProductAttributeValueId);
    option.textContent = optionLabel(value.DisplayValue, value.IsUnavailable, suffix);
    option.disabled = value.IsUnavailable;
    option.selected = value.ProductAttributeValueId === attribute.SelectedValueId;
    return option;
  });
  select.replaceChildren(...options);
}

/**
 * Brings the variation form in line with the answer: the chosen value of each attribute is
 * selected; values with no variant are crossed out and described as unavailable on radios (still
 * choosable), disabled and labelled with the unavailable suffix in a select; an attribute whose
 * VariationDisplayTypeValue is 'Square' gets colour swatches, others plain labels.
 */
export function applyAttributes(form: HTMLFormElement, answer: VariantResponse): void {
  const suffix = t('Catalog.UnavailableSuffix');
  const model = answer.ProductVariantViewModel;
  answer.ProductVariantAttributesViewModel.forEach((attribute, position) => {
    const name = `VariantValueId${position + 1}`;
    const selected = attribute.SelectedValueId ?? model[`VariantValueId${position + 1}`] ?? null;
    const withSelection = { ...attribute, SelectedValueId: selected };
    const select = form.querySelector<HTMLSelectElement>(`select[name="${name}"]`);
    if (select) applySelect(select, withSelection, suffix);
    else applyRadios(form, name, withSelection, suffix);
  });
}
