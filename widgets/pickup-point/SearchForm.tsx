import { type FormEvent, useEffect } from 'react';
import { type Geocoder, type GeoPlace, useT } from '../../src/index.ts';
import { LocateButton } from './LocateButton.tsx';
import { AddressField, type CountryOption, CountrySelect, PostalFields } from './SearchFields.tsx';
import type { PickupQuery } from './searchRequest.ts';
import { submittedSearch } from './submittedSearch.ts';
import { useLocateMe } from './useLocateMe.ts';
import { useSearchFields } from './useSearchFields.ts';
import { useSuggestions } from './useSuggestions.ts';

export type { CountryOption } from './SearchFields.tsx';

export interface SearchFormProps {
  initial: PickupQuery;
  postal: boolean;
  countries: CountryOption[];
  geocoder: Geocoder;
  onSearch: (query: PickupQuery, chosen: GeoPlace | null) => void;
  /** Tells the modal's status line while "use my location" is busy. */
  onLocating: (busy: boolean) => void;
}

/**
 * The search: country, and the address with suggestions (a carrier with points) or the postal
 * code and city (the postal carrier), and "use my location" where the browser can locate. Submitting
 * searches; what is typed is kept. A located place fills the form and is searched.
 */
export function SearchForm({ initial, postal, countries, geocoder, onSearch, onLocating }: SearchFormProps) {
  const t = useT();
  const fields = useSearchFields(initial);
  const suggestions = useSuggestions(
    geocoder,
    fields.address,
    fields.country,
    !postal && fields.typed.current,
  );
  const locating = useLocateMe(geocoder, countries, (query) => {
    fields.fill(query);
    onSearch(query, null);
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: tells the modal when busy changes only.
  useEffect(() => onLocating(locating.busy), [locating.busy]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    locating.cancel();
    const mode = { postal, typed: fields.typed.current, base: fields.base };
    const { query, chosen } = submittedSearch(fields, mode, suggestions);
    onSearch(query, chosen);
  };
  return (
    <form className="pickup-modal__search" onSubmit={submit}>
      <CountrySelect value={fields.country} countries={countries} onChange={fields.setCountry} />
      {postal ? (
        <PostalFields
          postalCode={fields.postalCode}
          city={fields.city}
          onPostalCode={fields.setPostalCode}
          onCity={fields.setCity}
        />
      ) : (
        <AddressField value={fields.address} suggestions={suggestions} onType={fields.typeAddress} />
      )}
      <button type="submit" className="button">
        {t('Shippings.PickupSearch')}
      </button>
      {locating.supported ? (
        <LocateButton busy={locating.busy} onLocate={() => void locating.locate()} />
      ) : null}
    </form>
  );
}
