import {
  type DialogHandle,
  growl,
  loadFragment,
  reportFailure,
  request,
  setButtonLoading,
  showFragment,
  translator,
} from '../../src/index.ts';
import { chosenId, pickerOf, pickersForType, refreshPicker } from './pickers.ts';

interface SavedAddress {
  AddressId: number;
  AddressType: string;
  IsNew: boolean;
}

const isSaved = (data: unknown): data is SavedAddress =>
  typeof data === 'object' && data !== null && typeof (data as SavedAddress).AddressId === 'number';

/** After a save: both pickers come back from the CMS, a new address chosen in the pickers of its type. */
async function refreshPickers(
  form: HTMLFormElement,
  saved: SavedAddress,
  signal: AbortSignal,
): Promise<void> {
  const selectIn = saved.IsNew ? pickersForType(saved.AddressType) : [];
  for (const type of ['Billing', 'Shipping'] as const) {
    const picker = pickerOf(form, type);
    if (!picker) continue;
    const selected = selectIn.includes(type) ? saved.AddressId : chosenId(picker);
    if (await refreshPicker(picker, selected, signal)) {
      const radio = pickerOf(form, type)?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
      radio?.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
}

/** Sends the modal's address form; on success the pickers refresh and the modal closes. */
async function submitAddress(
  form: HTMLFormElement,
  modal: DialogHandle,
  addressForm: HTMLFormElement,
  signal: AbortSignal,
) {
  const button = addressForm.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
  const reset = button ? setButtonLoading(button) : () => {};
  const outcome = await request('POST', addressForm.action, { body: new FormData(addressForm), signal });
  if (outcome.kind === 'ok' && isSaved(outcome.data)) {
    await refreshPickers(form, outcome.data, signal);
    reset();
    modal.close();
    return;
  }
  reset();
  if (outcome.kind === 'failed' && outcome.error.status === 401) reportFailure(outcome.error);
  else if (outcome.kind !== 'aborted')
    void translator().then((t) =>
      growl(t('Checkout.AnErrorHasOccured'), { type: 'error', title: t('Core.Error') }),
    );
}

/**
 * Opens an add or edit address link in a modal (title, size and class from the link's
 * data-modal-title, data-modal-size and data-modal-class) and takes its form's submit.
 */
export async function openAddressModal(
  form: HTMLFormElement,
  link: HTMLAnchorElement,
  signal: AbortSignal,
): Promise<void> {
  const fragment = await loadFragment({
    url: link.href,
    signal,
    busy: link,
    needs: 'form',
    returnUrl: location.href,
  });
  if (!fragment) return;
  const size = link.dataset.modalSize;
  const modal = showFragment(fragment, {
    title: link.dataset.modalTitle ?? fragment.title ?? link.textContent ?? '',
    size: size === 'small' || size === 'large' ? size : 'medium',
    className: link.dataset.modalClass ?? '',
  });
  const addressForm = modal.body.querySelector('form');
  addressForm?.addEventListener('submit', (event) => {
    if (event.defaultPrevented) return; // validation cancelled it: the field messages show why
    event.preventDefault();
    void submitAddress(form, modal, addressForm, signal);
  });
}
