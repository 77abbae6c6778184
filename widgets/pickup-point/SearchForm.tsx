import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type Geocoder, type GeoPlace, useT } from '../../src/index.ts';
import { LocateButton } from './LocateButton.tsx';
import type { PickupQuery } from './searchRequest.ts';
import { useLocateMe } from './useLocateMe.ts';

export interface CountryOption {
  CountryId: number;
  CountryCode: string;
  Name: string;
}

/** Address suggestions from the geocoder, restricted to the country, from 2 characters; failures logged only. */
function useSuggestions(geocoder: Geocoder, text: string, countryCode: string, enabled: boolean): GeoPlace[] {
  const [places, setPlaces] = useState<GeoPlace[]>([]);
  useEffect(() => {
    if (!enabled || text.trim().length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      geocoder
        .search(text, countryCode, controller.signal)
        .then(setPlaces)
        .catch((error: unknown) => console.warn('[vitrine] pickup-point: address suggestions failed', error));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [geocoder, text, countryCode, enabled]);
  return places;
}

const initialText = (q: PickupQuery) => q.address || [q.postalCode, q.city].filter(Boolean).join(' ');

/**
 * The search: country, and the address with suggestions (a carrier with points) or the postal
 * code and city (the postal carrier), and "use my location" where the browser can locate. Submitting
 * searches; what is typed is kept. A located place fills the form and is searched.
 */
export function SearchForm({
  initial,
  postal,
  countries,
  geocoder,
  onSearch,
  onLocating,
}: {
  initial: PickupQuery;
  postal: boolean;
  countries: CountryOption[];
  geocoder: Geocoder;
  onSearch: (query: PickupQuery, chosen: GeoPlace | null) => void;
  /** Tells the modal's status line while "use my location" is busy. */
  onLocating: (busy: boolean) => void;
}) {
  const t = useT();
  const [country, setCountry] = useState(initial.countryCode);
  const [address, setAddress] = useState(initialText(initial));
  const [postalCode, setPostalCode] = useState(initial.postalCode);
  const [city, setCity] = useState(initial.city);
  // The place searched when the address was not typed: the link's (or cookies') query, or the located one.
  const [base, setBase] = useState(initial);
  const typed = useRef(false);
  const suggestions = useSuggestions(geocoder, address, country, !postal && typed.current);
  const located = (query: PickupQuery) => {
    typed.current = false;
    setBase(query);
    setCountry(query.countryCode);
    setAddress(initialText(query));
    setPostalCode(query.postalCode);
    setCity(query.city);
    onSearch(query, null);
  };
  const locating = useLocateMe(geocoder, countries, located);
  // biome-ignore lint/correctness/useExhaustiveDependencies: tells the modal when busy changes only.
  useEffect(() => onLocating(locating.busy), [locating.busy]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    locating.cancel();
    if (postal) return onSearch({ countryCode: country, postalCode, city, address: '' }, null);
    if (!typed.current) return onSearch({ ...base, countryCode: country }, null);
    const chosen = suggestions.find((place) => place.label === address) ?? null;
    if (chosen)
      return onSearch(
        { countryCode: country, address: chosen.street, postalCode: chosen.postalCode, city: chosen.city },
        chosen,
      );
    onSearch({ countryCode: country, address, postalCode: '', city: '' }, null);
  };
  return (
    <form className="pickup-modal__search" onSubmit={submit}>
      <label htmlFor="pickup-modal-country">{t('Shippings.PickupCountry')}</label>
      <select id="pickup-modal-country" value={country} onChange={(e) => setCountry(e.currentTarget.value)}>
        {countries.map((c) => (
          <option key={c.CountryCode} value={c.CountryCode}>
            {c.Name}
          </option>
        ))}
      </select>
      {postal ? (
        <>
          <label htmlFor="pickup-modal-postcode">{t('Shippings.PickupPostalCode')}</label>
          <input
            id="pickup-modal-postcode"
            value={postalCode}
            autoComplete="postal-code"
            onChange={(e) => setPostalCode(e.currentTarget.value)}
          />
          <label htmlFor="pickup-modal-city">{t('Shippings.PickupCity')}</label>
          <input
            id="pickup-modal-city"
            value={city}
            autoComplete="address-level2"
            onChange={(e) => setCity(e.currentTarget.value)}
          />
        </>
      ) : (
        <>
          <label htmlFor="pickup-modal-address">{t('Shippings.PickupAddress')}</label>
          <input
            id="pickup-modal-address"
            value={address}
            list="pickup-modal-suggestions"
            autoComplete="off"
            onChange={(e) => {
              typed.current = true;
              setAddress(e.currentTarget.value);
            }}
          />
          <datalist id="pickup-modal-suggestions" aria-label={t('Shippings.PickupSuggestions')}>
            {suggestions.map((place) => (
              <option key={place.label} value={place.label} />
            ))}
          </datalist>
        </>
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
