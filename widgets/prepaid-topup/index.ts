import {
  answerMessage,
  defineWidget,
  loadStrings,
  navigateTo,
  reportFailure,
  request,
  setButtonLoading,
  showErrorModal,
  t,
} from '../../src/index.ts';
import { setFieldMessage } from './fieldMessage.ts';
import { answerUrl, topUpQuantity } from './topUp.ts';

interface TopUpForm {
  form: HTMLFormElement;
  account: HTMLInputElement;
  quantity: HTMLInputElement;
}

/** Sends the top-up and goes where the answer says; the field keeps what was typed on failure. */
async function send(
  { form, account, quantity }: TopUpForm,
  units: number,
  signal: AbortSignal,
  name: string,
) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
  const reset = button ? setButtonLoading(button) : () => {};
  const outcome = await request('POST', 'api/v1/sales/prepaidaccounts/addtocart', {
    json: { PrepaidAccountId: Number(account.value), Quantity: units },
    key: name,
    signal,
  });
  if (outcome.kind === 'aborted') return reset();
  if (outcome.kind === 'failed') {
    reset();
    const { error } = outcome;
    const refusal = error.status === 400 && 'body' in error ? answerMessage(error.body) : undefined;
    if (refusal) return setFieldMessage(form, quantity, refusal);
    return reportFailure(error);
  }
  const url = answerUrl(outcome.data);
  if (!url) {
    reset();
    console.error(`[vitrine] ${name}: the top-up call answered no address`, outcome.data);
    return void showErrorModal();
  }
  // The one way to a server-given address: the shop's own pages only (anything else is refused
  // with the error policy's message, and the form is usable again).
  const gone = await navigateTo(url);
  // The customer stays (the address refused, its page failed): the form is usable again.
  if (gone === 'refused' || gone === 'failed') reset();
}

/**
 * The prepaid top-up form: Quantity is mandatory (else `Sales.QuantityIsMandatory` beside the field
 * and nothing is sent) and a whole number from 1 (else `Sales.TopUpQuantityInvalid`); `POST api/v1/sales/prepaidaccounts/addtocart {PrepaidAccountId, Quantity}`
 * answers the address to go to (the prepaid payment page), followed through the URL policy.
 */
export default defineWidget({
  name: 'prepaid-topup',
  strategy: 'idle',
  options: {},
  mount(el, _options, { name, signal }) {
    if (!(el instanceof HTMLFormElement)) throw new Error(`${name} goes on a <form>`);
    const account = el.querySelector<HTMLInputElement>('input[name="PrepaidAccountId"]');
    const quantity = el.querySelector<HTMLInputElement>('input[name="Quantity"]');
    if (!account || !quantity) throw new Error(`${name} needs PrepaidAccountId and Quantity fields`);
    const parts = { form: el, account, quantity };
    // The widget says at the field why a quantity is refused: the browser's own check of the number
    // field (min 1) would stop the submit with no message of the shop's.
    el.noValidate = true;
    void loadStrings();
    el.addEventListener(
      'submit',
      async (event) => {
        event.preventDefault();
        await loadStrings();
        const units = topUpQuantity(quantity.value);
        if (units === null) {
          const empty = quantity.value.trim() === '' && quantity.validity.valid;
          setFieldMessage(
            el,
            quantity,
            t(empty ? 'Sales.QuantityIsMandatory' : 'Sales.TopUpQuantityInvalid'),
          );
          quantity.focus();
          return;
        }
        setFieldMessage(el, quantity, '');
        await send(parts, units, signal, name);
      },
      { signal },
    );
    quantity.addEventListener(
      'input',
      () => {
        if (topUpQuantity(quantity.value) !== null) setFieldMessage(el, quantity, '');
      },
      { signal },
    );
    return undefined;
  },
});
