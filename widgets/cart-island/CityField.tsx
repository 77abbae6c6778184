import { useEffect, useRef } from 'react';
import { useT } from '../../src/index.ts';
import { attachCityTypeahead, type CityOption } from './cityTypeahead.ts';

export interface CityFieldProps {
  /** "postcode name" of the cart's city, or empty. */
  value: string;
  countryId: number;
  choose(city: CityOption): void;
  signal: AbortSignal;
}

/** The postal code / city field with its typeahead; it shows the server's city unless typed in. */
export function CityField({ value, countryId, choose, signal }: CityFieldProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const country = useRef(countryId);
  country.current = countryId;
  const chosen = useRef(choose);
  chosen.current = choose;

  useEffect(() => {
    let detach: (() => void) | undefined;
    let live = true;
    if (!input.current) return;
    const attached = attachCityTypeahead(
      input.current,
      () => country.current,
      (c) => chosen.current(c),
      signal,
    );
    void attached.then((teardown) => {
      if (live) detach = teardown;
      else teardown?.();
    });
    return () => {
      live = false;
      detach?.();
    };
  }, [signal]);
  useEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = value;
  }, [value]);

  return (
    <div className="cart-shipping__city">
      <label htmlFor="cart-postal-code">{t('ShoppingCarts.PostalCodeCity')}</label>
      <input id="cart-postal-code" ref={input} autoComplete="shipping postal-code" defaultValue={value} />
    </div>
  );
}
