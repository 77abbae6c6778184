/** The address model a picker radio carries in `data-address`. */
export interface PickedAddress {
  Id: number;
  AddressType: string;
  CountryId: number;
  City: string;
  PostalCode: string;
  Street1: string;
  HouseNumber: string;
  BoxNumber: string;
  AccountType: string;
  VAT: string;
}

/** The hidden billing fields an address fills (the CMS's Address entity). */
export function billingFields(address: PickedAddress): Record<string, string> {
  return {
    AddressType: address.AddressType,
    BillingCountry: String(address.CountryId),
    BillingCity: address.City,
    BillingPostalCode: address.PostalCode,
    BillingStreet1: address.Street1,
    BillingHouseNumber: address.HouseNumber,
    BillingBoxNumber: address.BoxNumber,
  };
}

/** The address model of a picker radio, or undefined (with a console warning) when it is missing or broken. */
export function pickedAddress(radio: HTMLInputElement): PickedAddress | undefined {
  const raw = radio.getAttribute('data-address');
  if (raw === null) {
    console.warn(`[vitrine] checkout: the address radio ${radio.value} has no data-address`);
    return undefined;
  }
  try {
    const address = JSON.parse(raw) as PickedAddress;
    return typeof address === 'object' && address !== null && 'Id' in address ? address : undefined;
  } catch {
    console.warn(`[vitrine] checkout: the address radio ${radio.value} has a malformed data-address`);
    return undefined;
  }
}

/**
 * Copies the chosen billing address into the form's hidden billing fields and ticks the matching
 * `BillingAccountType` radio. Missing markup is only warned about in the console.
 */
export function copyBilling(form: HTMLFormElement, address: PickedAddress): void {
  for (const [name, value] of Object.entries(billingFields(address))) {
    const input = form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`);
    if (input) input.value = value;
    else console.warn(`[vitrine] checkout: no hidden billing field ${name}`);
  }
  const radio = form.querySelector<HTMLInputElement>(
    `input[type="radio"][name="BillingAccountType"][value="${CSS.escape(address.AccountType)}"]`,
  );
  if (radio) radio.checked = true;
  else console.warn(`[vitrine] checkout: no account type radio for ${address.AccountType}`);
}
