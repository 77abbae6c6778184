import { t } from '../../i18n/index.ts';
import type { CardBillingAddress } from '../provider/PaymentProvider.ts';
import type { CardFormDom } from './cardFormDom.ts';

/** The address on one line, in the culture's country names (`Rue Haute 12, 1000 Bruxelles, Belgique`). */
function addressLine(address: CardBillingAddress, culture: string): string {
  const country = new Intl.DisplayNames([culture], { type: 'region' }).of(address.country) ?? address.country;
  return `${address.street} ${address.houseNumber}, ${address.postalCode} ${address.city}, ${country}`;
}

/**
 * Shows how the card gets its billing address: with the page's address and the "another address"
 * box unticked, the fields hold the page's address and are hidden behind one line naming it;
 * ticked (or with no page address), the fieldset is the customer's to fill.
 */
export function applyCardBilling(
  dom: CardFormDom,
  address: CardBillingAddress | undefined,
  culture: string,
): void {
  const taken = address !== undefined && !dom.billingOther.checked;
  dom.billingSummary.hidden = address === undefined;
  dom.billingOther.parentElement?.toggleAttribute('hidden', address === undefined);
  dom.address.hidden = taken;
  if (!address) return;
  dom.billingSummary.textContent = t('Payment.BillingAddressTaken', {
    address: addressLine(address, culture),
  });
  if (!taken) return;
  dom.controls.street.value = address.street;
  dom.controls.houseNumber.value = address.houseNumber;
  dom.controls.postalCode.value = address.postalCode;
  dom.controls.city.value = address.city;
  dom.controls.country.value = address.country;
}
