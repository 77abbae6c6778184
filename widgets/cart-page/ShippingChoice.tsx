import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { amountText, type CartDetails, reportFailure, useT } from '../../src/index.ts';
import { cartCall } from './cartCall.ts';
import { attachCityTypeahead } from './cityTypeahead.ts';

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
    if (!city.current) return;
    return attachCityTypeahead(
      city.current,
      () => country.current,
      (c) => void send('api/v1/shoppingcarts/city/', { CityId: c.id }),
      signal,
    );
  }, [signal]);

  const options = countries.map((c) => (
    <option key={c.CountryId} value={c.CountryId}>
      {c.Name}
    </option>
  ));
  const postal =
    typeof cart.PostalCode === 'string' && cart.PostalCode
      ? `${cart.PostalCode} ${String(cart.CityName)}`
      : '';
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
        <input
          id="cart-postal-code"
          ref={city}
          autoComplete="shipping postal-code"
          defaultValue={postal}
          key={postal}
        />
      </div>
    </div>
  );
}
