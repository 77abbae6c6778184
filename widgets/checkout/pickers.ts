import { BadAnswerError, contentOnly, parseDocument, reportFailure, request } from '../../src/index.ts';

/** The pickers of the form, by type. */
export function pickerOf(form: HTMLFormElement, type: 'Billing' | 'Shipping'): HTMLFieldSetElement | null {
  return form.querySelector<HTMLFieldSetElement>(`fieldset[data-address-picker="${type}"]`);
}

/** The id of the address chosen in a picker (0 when none). */
export function chosenId(picker: HTMLElement | null): number {
  const inputName = picker?.getAttribute('data-inputname') ?? '';
  const radio = picker?.querySelector<HTMLInputElement>(`input[type="radio"][name="${inputName}"]:checked`);
  return Number(radio?.value ?? 0);
}

/**
 * Asks the CMS for a picker again (`/widget/DeliveryAddressPicker` with its inputname, flags,
 * selected id and type) and puts it in place; false when the call failed or answered no picker,
 * which the error policy says (the saved address would otherwise be missing without a word).
 */
export async function refreshPicker(
  picker: HTMLFieldSetElement,
  selectedId: number,
  signal: AbortSignal,
): Promise<boolean> {
  const type = picker.getAttribute('data-address-picker') ?? 'Billing';
  const outcome = await request<string>('GET', 'widget/DeliveryAddressPicker', {
    expect: 'html',
    signal,
    searchParams: {
      inputname: picker.getAttribute('data-inputname') ?? '',
      hasCreation: picker.getAttribute('data-has-creation') ?? 'false',
      hasEdit: picker.getAttribute('data-has-edit') ?? 'false',
      selectedId,
      type,
    },
  });
  if (outcome.kind === 'failed') reportFailure(outcome.error);
  if (outcome.kind !== 'ok') return false;
  const found = parseDocument(typeof outcome.data === 'string' ? outcome.data : '').querySelector(
    'fieldset[data-address-picker]',
  );
  const fresh = found && contentOnly(found, 'the address picker');
  if (!fresh) {
    reportFailure(new BadAnswerError(200, 'GET', outcome.url, 'the answer has no address picker'));
    return false;
  }
  if (picker.hasAttribute('data-no-prefetch')) fresh.setAttribute('data-no-prefetch', '');
  picker.replaceWith(document.adoptNode(fresh));
  return true;
}

/** Which pickers select an address saved with this type ('Both' selects it in both). */
export function pickersForType(addressType: string): ('Billing' | 'Shipping')[] {
  if (addressType === 'Both') return ['Billing', 'Shipping'];
  return addressType === 'Shipping' ? ['Shipping'] : ['Billing'];
}
