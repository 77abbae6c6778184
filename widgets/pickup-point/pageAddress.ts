import type { CountryOption } from './SearchForm.tsx';
import type { PickupQuery } from './searchRequest.ts';

/** A place read from an address of the page: what the pickup search needs of it. */
interface AddressPlace {
  countryId: number;
  postalCode: string;
  city: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The address a picker has chosen (its radio carries the address model in `data-address`). */
function pickedAddress(form: HTMLFormElement, prefix: string): AddressPlace | null {
  const chosen = form.querySelector<HTMLInputElement>(`input[name="Existing${prefix}AddressId"]:checked`);
  if (!chosen?.dataset.address) return null;
  try {
    const model: unknown = JSON.parse(chosen.dataset.address);
    if (typeof model !== 'object' || model === null) return null;
    const { CountryId, PostalCode, City } = model as Record<string, unknown>;
    return { countryId: Number(CountryId), postalCode: text(PostalCode), city: text(City) };
  } catch {
    return null;
  }
}

/** The address typed in the form's `{prefix}PostalCode`, `{prefix}City` and `{prefix}Country` fields. */
function typedAddress(form: HTMLFormElement, prefix: string): AddressPlace | null {
  const field = (name: string) => {
    const element = form.elements.namedItem(`${prefix}${name}`);
    return element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.value : '';
  };
  if (!form.elements.namedItem(`${prefix}PostalCode`)) return null;
  return {
    countryId: Number(field('Country')),
    postalCode: text(field('PostalCode')),
    city: text(field('City')),
  };
}

/** Whether the form says the delivery address is the billing one (its same-address box, ticked). */
function sameAddress(form: HTMLFormElement): boolean {
  const box = form.querySelector<HTMLInputElement>('input[type="checkbox"][name="SameAddressForShipping"]');
  return box ? box.checked : false;
}

/**
 * The place of the delivery address the customer gave in the slot's form (the checkout's), or of
 * the billing address when the delivery address is the same or not given: its postal code, city
 * and country, as the pickup search's first place. Null when the slot is in no form, the address
 * has neither postal code nor city, or its country is not one the carrier serves.
 */
export function pageAddress(slot: Element, countries: CountryOption[]): PickupQuery | null {
  const form = slot.closest('form');
  if (!form) return null;
  const prefixes = sameAddress(form) ? ['Billing'] : ['Shipping', 'Billing'];
  for (const prefix of prefixes) {
    const place = pickedAddress(form, prefix) ?? typedAddress(form, prefix);
    if (!place || (!place.postalCode && !place.city)) continue;
    const country = countries.find((c) => c.CountryId === place.countryId);
    if (!country) return null;
    return { countryCode: country.CountryCode, postalCode: place.postalCode, city: place.city, address: '' };
  }
  return null;
}
