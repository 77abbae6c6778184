import { type ReadonlySignal, signal as state } from '@preact/signals-core';
import { type CardBillingAddress, cartDetails } from '../../src/index.ts';

/** The billing address the card takes, read from the form whenever it changes. */
export type BillingSource = ReadonlySignal<CardBillingAddress | undefined>;

const value = (form: HTMLFormElement, name: string) =>
  form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)?.value.trim() ?? '';

/**
 * The form's billing address for the card: the fields the billing picker fills (or a guest types),
 * with the country's id turned into its code by the cart's country list. Undefined until street,
 * postal code, city and a known country are there: the card form then asks for the whole address.
 */
export function formBilling(form: HTMLFormElement): CardBillingAddress | undefined {
  const countryId = Number(value(form, 'BillingCountry'));
  const country = cartDetails.value?.Countries.find((c) => c.CountryId === countryId)?.CountryCode ?? '';
  const address = {
    street: value(form, 'BillingStreet1'),
    houseNumber: value(form, 'BillingHouseNumber'),
    postalCode: value(form, 'BillingPostalCode'),
    city: value(form, 'BillingCity'),
    country,
  };
  return address.street && address.postalCode && address.city && country ? address : undefined;
}

/**
 * Follows the form's billing address in a signal: after each change or input (a picked address, a
 * guest's typing) it takes the new address, and keeps the same object while the address is the same.
 */
export function billingSource(form: HTMLFormElement, signal: AbortSignal): BillingSource {
  const billing = state(formBilling(form));
  const update = () => {
    const next = formBilling(form);
    if (JSON.stringify(next) !== JSON.stringify(billing.peek())) billing.value = next;
  };
  form.addEventListener('change', update, { signal });
  form.addEventListener('input', update, { signal });
  return billing;
}
