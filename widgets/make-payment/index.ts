import { createElement, createRef } from 'react';
import { type CardPaymentHandle, defineWidget, option, renderIsland, settings } from '../../src/index.ts';
import { CardSlot } from './CardSlot.tsx';
import { startPaySubmit } from './paySubmit.ts';

/** Calls `set` with the form's amount each time the CMS changes `data-amount`. */
function followAmount(form: HTMLElement, currency: string) {
  return (set: (amount: { value: number; currency: string }) => void) => {
    const observer = new MutationObserver(() => {
      const value = Number(form.getAttribute('data-amount'));
      if (Number.isInteger(value) && value > 0) set({ value, currency });
    });
    observer.observe(form, { attributes: true, attributeFilter: ['data-amount'] });
    return () => observer.disconnect();
  };
}

export default defineWidget({
  name: 'make-payment',
  strategy: 'eager',
  options: {
    /** The payment the shop created for the order (required). */
    paymentId: option.string(''),
    /** Amount in minor units (cents); followed when the CMS changes it. */
    amount: option.number(0, (n) => Number.isInteger(n) && n >= 0),
    /** ISO currency; default EUR. */
    currency: option.string('EUR'),
    /** The page to open once paid (required). */
    doneUrl: option.string(''),
  },
  mount(form, options, { signal }) {
    const slot = form.querySelector<HTMLElement>('[data-card-fields]');
    const summary = form.querySelector<HTMLElement>('[data-error-summary]');
    if (!(form instanceof HTMLFormElement) || !slot || !summary || !options.paymentId || !options.doneUrl)
      throw new Error(
        'make-payment needs a <form> with data-payment-id, data-done-url, a [data-card-fields] slot and a [data-error-summary]',
      );
    const handle = createRef<CardPaymentHandle>();
    const amount = { value: options.amount, currency: options.currency };
    const follow = followAmount(form, options.currency);
    const island = createElement(CardSlot, { amount, culture: settings().culture, follow, handle });
    const unmount = renderIsland(slot, 'make-payment', island);
    const stop = startPaySubmit({
      form,
      cardHost: slot,
      summary,
      button: form.querySelector<HTMLButtonElement>('[data-pay-button], button[type="submit"]'),
      card: () => handle.current,
      paymentId: options.paymentId,
      doneUrl: options.doneUrl,
      signal,
    });
    return () => {
      stop();
      unmount();
    };
  },
});
