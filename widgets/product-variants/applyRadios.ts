import type { AttributeValue, VariantAttribute } from './variantResponse.ts';
import { displayKind, swatchBackground } from './variantRules.ts';

/**
 * An unavailable value's description, the element its radio's `aria-describedby` names: the radio
 * stays enabled and focusable (a screen reader hears "unavailable", the keyboard can still reach it).
 */
function describeUnavailable(radio: HTMLInputElement, unavailable: boolean, suffix: string): void {
  const id = `${radio.id || `${radio.name}-${radio.value}`}-unavailable`;
  let note = radio.ownerDocument.getElementById(id);
  if (!unavailable) {
    note?.remove();
    radio.removeAttribute('aria-describedby');
    radio.removeAttribute('data-unavailable');
    return;
  }
  if (!note) {
    note = radio.ownerDocument.createElement('span');
    note.id = id;
    note.className = 'visually-hidden';
    radio.parentElement?.append(note);
  }
  note.textContent = suffix;
  radio.setAttribute('aria-describedby', id);
  radio.setAttribute('data-unavailable', '');
}

/** The label's text: its `.option__name` when the markup has one (a swatch's hidden name), else the whole label. */
function labelValue(label: HTMLLabelElement, value: AttributeValue, swatches: boolean): void {
  const name = label.querySelector<HTMLElement>('.option__name');
  if (name) name.textContent = value.DisplayValue;
  if (!swatches) {
    if (!name) label.replaceChildren(value.DisplayValue);
    return;
  }
  const swatch = label.querySelector<HTMLElement>('.swatch') ?? document.createElement('span');
  swatch.className = 'swatch';
  swatch.style.background = swatchBackground([value.ColorCode1, value.ColorCode2, value.ColorCode3]);
  if (!swatch.isConnected) label.prepend(swatch);
  if (!name) label.replaceChildren(swatch, value.DisplayValue);
}

/**
 * Radios of an attribute: the chosen one checked, colour swatches for a 'Square' attribute, plain
 * labels otherwise; a value with no variant beside the other choices is marked `data-unavailable`
 * (crossed out) and described with `suffix`, but not disabled. The group's `.options__chosen` (the
 * chosen value's name beside the legend) follows.
 */
export function applyRadios(
  form: HTMLFormElement,
  name: string,
  attribute: VariantAttribute,
  suffix: string,
): void {
  const swatches = displayKind(attribute.VariationDisplayTypeValue) === 'swatch';
  for (const value of attribute.ProductAttributeValuesViewModel) {
    const radio = form.querySelector<HTMLInputElement>(
      `input[type="radio"][name="${name}"][value="${value.ProductAttributeValueId}"]`,
    );
    if (!radio) continue;
    const chosen = value.ProductAttributeValueId === attribute.SelectedValueId;
    radio.checked = chosen;
    radio.disabled = false;
    describeUnavailable(radio, value.IsUnavailable, suffix);
    if (chosen) {
      const shown = radio.closest('fieldset')?.querySelector('.options__chosen');
      if (shown) shown.textContent = value.DisplayValue;
    }
    const label = radio.id ? form.querySelector<HTMLLabelElement>(`label[for="${radio.id}"]`) : null;
    if (label) labelValue(label, value, swatches);
  }
}
