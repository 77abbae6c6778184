import { type GeoPlace, useT } from '../../src/index.ts';

export interface CountryOption {
  CountryId: number;
  CountryCode: string;
  Name: string;
}

/** The country of the search. */
export function CountrySelect(props: {
  value: string;
  countries: readonly CountryOption[];
  onChange: (code: string) => void;
}) {
  const t = useT();
  return (
    <>
      <label htmlFor="pickup-modal-country">{t('Shippings.PickupCountry')}</label>
      <select
        id="pickup-modal-country"
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      >
        {props.countries.map((c) => (
          <option key={c.CountryCode} value={c.CountryCode}>
            {c.Name}
          </option>
        ))}
      </select>
    </>
  );
}

/** The postal carrier's fields: postal code and city. */
export function PostalFields(props: {
  postalCode: string;
  city: string;
  onPostalCode: (text: string) => void;
  onCity: (text: string) => void;
}) {
  const t = useT();
  return (
    <>
      <label htmlFor="pickup-modal-postcode">{t('Shippings.PickupPostalCode')}</label>
      <input
        id="pickup-modal-postcode"
        value={props.postalCode}
        autoComplete="postal-code"
        onChange={(e) => props.onPostalCode(e.currentTarget.value)}
      />
      <label htmlFor="pickup-modal-city">{t('Shippings.PickupCity')}</label>
      <input
        id="pickup-modal-city"
        value={props.city}
        autoComplete="address-level2"
        onChange={(e) => props.onCity(e.currentTarget.value)}
      />
    </>
  );
}

/** The address field of a carrier with points, with the geocoder's suggestions as the browser's list. */
export function AddressField(props: {
  value: string;
  suggestions: readonly GeoPlace[];
  onType: (text: string) => void;
}) {
  const t = useT();
  return (
    <>
      <label htmlFor="pickup-modal-address">{t('Shippings.PickupAddress')}</label>
      <input
        id="pickup-modal-address"
        value={props.value}
        list="pickup-modal-suggestions"
        autoComplete="off"
        onChange={(e) => props.onType(e.currentTarget.value)}
      />
      <datalist id="pickup-modal-suggestions" aria-label={t('Shippings.PickupSuggestions')}>
        {props.suggestions.map((place) => (
          <option key={place.label} value={place.label} />
        ))}
      </datalist>
    </>
  );
}
