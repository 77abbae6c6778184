import { cartCommands, isPlainClick, reportFailure } from '../../src/index.ts';
import { openAddressModal } from './addressModal.ts';
import { copyBilling, pickedAddress } from './billingCopy.ts';
import { reloadKeepingForm } from './draft.ts';
import { pickerOf } from './pickers.ts';
import { checkVatNumber } from './vatField.ts';

export interface WiringOptions {
  customerId: number;
  vatTimeout: number;
  signal: AbortSignal;
}

const countryOf = (radio: HTMLInputElement | null | undefined) =>
  radio ? (pickedAddress(radio)?.CountryId ?? 0) : 0;

function checked(form: HTMLFormElement, type: 'Billing' | 'Shipping'): HTMLInputElement | null {
  const picker = pickerOf(form, type);
  const name = picker?.getAttribute('data-inputname') ?? '';
  return picker?.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"]:checked`) ?? null;
}

const sameAddress = (form: HTMLFormElement) =>
  form.querySelector<HTMLInputElement>('input[type="checkbox"][name="SameAddressForShipping"]')?.checked ??
  false;

/** The shipping address block shows only when the customer ships elsewhere than the billing address. */
export function showShippingAddress(form: HTMLFormElement): void {
  const block = form.querySelector<HTMLElement>('.checkout-shipping-address');
  if (block) block.hidden = sameAddress(form);
}

/** The country a guest chose for an address (`BillingCountry`, `ShippingCountry`), 0 when none. */
const typedCountry = (form: HTMLFormElement, name: string) =>
  Number(form.querySelector<HTMLSelectElement>(`select[name="${name}"]`)?.value ?? 0);

/** The chosen address's country: a signed-in customer's picked address, or the guest's typed one. */
function chosenCountry(form: HTMLFormElement, type: 'Billing' | 'Shipping'): number {
  return pickerOf(form, type) ? countryOf(checked(form, type)) : typedCountry(form, `${type}Country`);
}

/**
 * The cart's countries follow the chosen addresses (shipping methods and amounts with them);
 * false when the call failed (the error policy said so).
 */
async function followCountries(form: HTMLFormElement, signal: AbortSignal): Promise<boolean> {
  const billing = chosenCountry(form, 'Billing');
  const shipping = sameAddress(form) ? billing : chosenCountry(form, 'Shipping');
  if (!billing || !shipping) return true;
  const outcome = await cartCommands.chooseShipping(
    { countries: { shipping, billing } },
    { source: 'checkout', signal },
  );
  if (outcome.kind === 'failed') reportFailure(outcome.error);
  return outcome.kind !== 'failed';
}

/** A billing address was chosen: copy it; a new billing country re-checks the VAT number, or reloads. */
async function billingChosen(
  form: HTMLFormElement,
  radio: HTMLInputElement,
  options: WiringOptions,
): Promise<void> {
  const address = pickedAddress(radio);
  if (!address) return;
  const country = form.querySelector<HTMLInputElement>('input[name="BillingCountry"]')?.value ?? '';
  const vat = form.querySelector<HTMLInputElement>('input[name="BillingVAT"]');
  copyBilling(form, address);
  // A failed country change is said in the error modal, which a reload would close at once.
  const followed = await followCountries(form, options.signal);
  if (!followed || country === String(address.CountryId)) return;
  if (vat && vat.value.trim() !== '')
    await checkVatNumber({
      form,
      customerId: options.customerId,
      timeout: options.vatTimeout,
      signal: options.signal,
    });
  else await reloadKeepingForm(form, options.signal);
}

/** The payment method's blocks: the bank transfer text for BankTransfer, the card fields for Card. */
export function showPaymentBlocks(form: HTMLFormElement): string {
  const method = String(new FormData(form).get('PaymentMethod') ?? '');
  const bank = form.querySelector<HTMLElement>('.checkout-bank-transfer');
  const card = form.querySelector<HTMLElement>('.checkout-card');
  if (bank) bank.hidden = method !== 'BankTransfer';
  if (card) card.hidden = method !== 'Card';
  return method;
}

/**
 * The controls whose state differs from the server's markup: changed before the island started (or
 * restored by the browser on a reload), in page order, a radio group by its checked radio.
 */
export function changedBeforeStart(form: HTMLFormElement): HTMLInputElement[] {
  return [...form.querySelectorAll<HTMLInputElement>('input[name]')].filter((input) => {
    if (input.type === 'radio') return input.checked && !input.defaultChecked;
    if (input.type === 'checkbox') return input.checked !== input.defaultChecked;
    return input.type !== 'hidden' && input.value !== input.defaultValue;
  });
}

/**
 * Wires the server form's own parts: pickers, same-address box, VAT, payment method, address modals.
 * `early` (what the customer changed before the island started, `changedBeforeStart`) is taken as
 * if changed now (a billing address chosen while the page was loading still re-checks the VAT number).
 */
export function wireCheckoutForm(
  form: HTMLFormElement,
  options: WiringOptions & { early: readonly HTMLInputElement[] },
  onPayment: (method: string) => void,
): void {
  const { signal, early } = options;
  showShippingAddress(form);
  onPayment(showPaymentBlocks(form));
  const changed = (target: HTMLInputElement) => {
    const billingName = pickerOf(form, 'Billing')?.getAttribute('data-inputname');
    const shippingName = pickerOf(form, 'Shipping')?.getAttribute('data-inputname');
    if (target.name === billingName) void billingChosen(form, target, options);
    else if (target.name === shippingName) void followCountries(form, signal);
    else if (target.name === 'SameAddressForShipping') {
      showShippingAddress(form);
      void followCountries(form, signal);
    } else if (target.name === 'BillingVAT' && target.value.trim() !== '')
      void checkVatNumber({
        form,
        customerId: options.customerId,
        timeout: options.vatTimeout,
        signal: options.signal,
      });
    else if (target.name === 'PaymentMethod') onPayment(showPaymentBlocks(form));
  };
  form.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLInputElement) changed(event.target);
      // A guest's typed address: its country sets the cart's (shipping methods, VAT).
      else if (
        event.target instanceof HTMLSelectElement &&
        /^(Billing|Shipping)Country$/.test(event.target.name)
      )
        void followCountries(form, signal);
    },
    { signal },
  );
  for (const input of early) changed(input);
  // The address links open the checkout's own modals, never a visit: the navigator does not ask
  // for their page ahead at a press or a hover (a request nobody would read).
  for (const picker of form.querySelectorAll('fieldset[data-address-picker]'))
    picker.setAttribute('data-no-prefetch', '');
  form.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.(
        'a.address-picker__add, a.address-picker__edit',
      );
      if (!(link instanceof HTMLAnchorElement) || !isPlainClick(event)) return;
      event.preventDefault();
      void openAddressModal(form, link, signal);
    },
    { signal },
  );
}
