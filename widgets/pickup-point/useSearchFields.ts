import { useRef, useState } from 'react';
import type { PickupQuery } from './searchRequest.ts';
import { addressText } from './submittedSearch.ts';

/**
 * The search form's fields, first filled from `initial`. `typed` says whether the customer typed the
 * address (a ref: read when suggesting and when submitting); `fill` puts a place found elsewhere
 * (the located one) in the form as if it had not been typed.
 */
export function useSearchFields(initial: PickupQuery) {
  const [country, setCountry] = useState(initial.countryCode);
  const [address, setAddress] = useState(addressText(initial));
  const [postalCode, setPostalCode] = useState(initial.postalCode);
  const [city, setCity] = useState(initial.city);
  const [base, setBase] = useState(initial);
  const typed = useRef(false);
  const typeAddress = (text: string) => {
    typed.current = true;
    setAddress(text);
  };
  const fill = (query: PickupQuery) => {
    typed.current = false;
    setBase(query);
    setCountry(query.countryCode);
    setAddress(addressText(query));
    setPostalCode(query.postalCode);
    setCity(query.city);
  };
  return {
    country,
    setCountry,
    address,
    typeAddress,
    postalCode,
    setPostalCode,
    city,
    setCity,
    base,
    typed,
    fill,
  };
}
