import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { amountText, type CartDetails, loadStrings, reportFailure, useT } from '../../src/index.ts';
import { cartCall } from './cartCall.ts';
import { attachCityTypeahead, type CityOption } from './cityTypeahead.ts';

interface Method {
  ShippingMethodId: number;
  Name: string;
  AmountTaxInclHtml: string;
}
interface Country {
  CountryId: number;
  CountryCode: string;
  Name: string;
}

const list = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const num = (value: unknown) => (typeof value === 'number' ? value : 0);

/**
 * Shipping method (POST shippingmethods), shipping country (POST shippingcountries with its
 * code), billing country (POST country with the pair) and the postal code / city typeahead (POST
 * city/ with CityId). Each answer is the cart, which the store takes; a failure follows the error
 * policy and the controls show the server's values again.
 */
export function ShippingChoice({ cart, signal }: { cart: CartDetails; signal: AbortSignal }) {
  useSignals();
  const t = useT();
  const [busy, setBusy] = useState(false);
  const city = useRef<HTMLInputElement>(null);
  const countries = list<Country>(cart.Countries);
  const shippingId = num(cart.ShippingCountryId);
  const billingId = num(cart.BillingCountryId);
  const country = useRef(shippingId);
  country.current = shippingId;

  const send = async (path: string, body: Record<string, string | number>) => {
    setBusy(true);
    const outcome = await cartCall('POST', path, body, signal);
    setBusy(false);
    if (outcome.status === 'failed') reportFailure(outcome.error);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: attached once per mount
  useEffect(() => {
    let detach: (() => void) | undefined;
    let live = true;
    // Its texts (no city found, the list's name) are read when it attaches: strings first.
    void loadStrings().then(() => {
      if (!live || !city.current) return;
      const chosen = (c: CityOption) => void send('api/v1/shoppingcarts/city/', { CityId: c.id });
      detach = attachCityTypeahead(city.current, () => country.current, chosen, signal);
    });
    return () => {
      live = false;
      detach?.();
    };
  }, [signal]);
  const postal =
    typeof cart.PostalCode === 'string' && cart.PostalCode
      ? `${cart.PostalCode} ${String(cart.CityName)}`
      : '';
  useEffect(() => {
    // The server's city shows in the field unless the customer is typing there.
    if (city.current && document.activeElement !== city.current) city.current.value = postal;
  }, [postal]);

  const options = countries.map((c) => (
    <option key={c.CountryId} value={c.CountryId}>
      {c.Name}
    </option>
  ));
  return (
    <div className="cart-shipping" aria-busy={busy || undefined}>
      <fieldset>
        <legend>{t('ShoppingCarts.ShippingMethod')}</legend>
        {list<Method>(cart.ShippingMethods).map((method) => (
          <label key={method.ShippingMethodId} className="cart-shipping__method">
            <input
              type="radio"
              name="ShippingMethodId"
              value={method.ShippingMethodId}
              checked={method.ShippingMethodId === cart.ShippingMethodId}
              onChange={() =>
                void send('api/v1/shoppingcarts/shippingmethods', {
                  ShippingMethodId: method.ShippingMethodId,
                })
              }
            />{' '}
            {method.Name} ({amountText(method.AmountTaxInclHtml)})
          </label>
        ))}
      </fieldset>
      <label htmlFor="cart-shipping-country">{t('ShoppingCarts.ShippingCountry')}</label>
      <select
        id="cart-shipping-country"
        value={shippingId}
        onChange={(event) => {
          const code =
            countries.find((c) => c.CountryId === Number(event.currentTarget.value))?.CountryCode ?? '';
          void send('api/v1/shoppingcarts/shippingcountries', { CountryCode: code });
        }}
      >
        {options}
      </select>
      <label htmlFor="cart-billing-country">{t('ShoppingCarts.BillingCountry')}</label>
      <select
        id="cart-billing-country"
        value={billingId}
        onChange={(event) =>
          void send('api/v1/shoppingcarts/country', {
            ShippingCountryId: shippingId,
            BillingCountryId: Number(event.currentTarget.value),
          })
        }
      >
        {options}
      </select>
      <div className="cart-shipping__city">
        <label htmlFor="cart-postal-code">{t('ShoppingCarts.PostalCodeCity')}</label>
        <input id="cart-postal-code" ref={city} autoComplete="shipping postal-code" defaultValue={postal} />
      </div>
    </div>
  );
}
