import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import {
  amountText,
  type CartDetails,
  type ShippingChoice as Choice,
  cartCommands,
  reportFailure,
  useT,
} from '../../src/index.ts';
import { CityField } from './CityField.tsx';

type Send = (choice: Choice) => void;

function Methods({ cart, send }: { cart: CartDetails; send: Send }) {
  const t = useT();
  return (
    <fieldset>
      <legend>{t('ShoppingCarts.ShippingMethod')}</legend>
      {cart.ShippingMethods.map((method) => (
        <label key={method.ShippingMethodId} className="cart-shipping__method">
          <input
            type="radio"
            name="ShippingMethodId"
            value={method.ShippingMethodId}
            checked={method.ShippingMethodId === cart.ShippingMethodId}
            onChange={() => send({ method: method.ShippingMethodId })}
          />{' '}
          {method.Name} ({amountText(method.AmountTaxInclHtml)})
        </label>
      ))}
    </fieldset>
  );
}

function Countries({ cart, send }: { cart: CartDetails; send: Send }) {
  const t = useT();
  const countries = cart.Countries;
  const shippingId = cart.ShippingCountryId;
  const options = countries.map((c) => (
    <option key={c.CountryId} value={c.CountryId}>
      {c.Name}
    </option>
  ));
  const codeOf = (id: number) => countries.find((c) => c.CountryId === id)?.CountryCode ?? '';
  return (
    <>
      <label htmlFor="cart-shipping-country">{t('ShoppingCarts.ShippingCountry')}</label>
      <select
        id="cart-shipping-country"
        value={shippingId}
        onChange={(event) => send({ shippingCountryCode: codeOf(Number(event.currentTarget.value)) })}
      >
        {options}
      </select>
      <label htmlFor="cart-billing-country">{t('ShoppingCarts.BillingCountry')}</label>
      <select
        id="cart-billing-country"
        value={cart.BillingCountryId}
        onChange={(event) =>
          send({ countries: { shipping: shippingId, billing: Number(event.currentTarget.value) } })
        }
      >
        {options}
      </select>
    </>
  );
}

/**
 * Shipping method (POST shippingmethods), shipping country (POST shippingcountries with its
 * code), billing country (POST country with the pair) and the postal code / city typeahead (POST
 * city/ with CityId). Each answer is the cart, which the store takes; a failure follows the error
 * policy and the controls show the server's values again.
 */
export function ShippingChoice({ cart, signal }: { cart: CartDetails; signal: AbortSignal }) {
  useSignals();
  const [busy, setBusy] = useState(false);
  const send: Send = async (choice) => {
    setBusy(true);
    const outcome = await cartCommands.chooseShipping(choice, { source: 'cart-page', signal });
    setBusy(false);
    if (outcome.kind === 'failed') reportFailure(outcome.error);
  };
  const city = cart.PostalCode ? `${cart.PostalCode} ${cart.CityName}` : '';
  return (
    <div className="cart-shipping" aria-busy={busy || undefined}>
      <Methods cart={cart} send={send} />
      <Countries cart={cart} send={send} />
      <CityField
        value={city}
        countryId={cart.ShippingCountryId}
        choose={(c) => send({ cityId: c.id })}
        signal={signal}
      />
    </div>
  );
}
