import {
  answerMessage,
  defineWidget,
  growl,
  mountSearchCombobox,
  option,
  reportFailure,
  request,
  t,
} from '../../src/index.ts';
import { type CustomerHit, customerHits } from './customer.ts';

/**
 * The customer picker of the prepaid edit-customer form: from 2 characters it asks
 * `GET api/v1/sales/customers?q=`, shows each customer's Email, and keeps the chosen CustomerId in
 * the hidden `CustomerId` field (cleared as soon as the text changes again). A failed search shows
 * the answer's Message in an error growl (401: the login modal).
 */
export default defineWidget({
  name: 'customer-picker',
  strategy: 'interaction',
  options: {
    /** Characters needed before the search; default 2. */
    minChars: option.number(2, (n) => n > 0),
    /** Milliseconds of no typing before the call; default 250. */
    debounce: option.number(250, (n) => n >= 0),
    /** The search call; default api/v1/sales/customers. */
    url: option.string('api/v1/sales/customers'),
  },
  async mount(el, options, { name, signal }) {
    const input = el.querySelector<HTMLInputElement>(
      'input[type="text"], input[type="search"], input[type="email"]',
    );
    const hidden = el.querySelector<HTMLInputElement>('input[type="hidden"][name="CustomerId"]');
    if (!input || !hidden) throw new Error(`${name} needs a text field and a hidden CustomerId field`);
    // A typed change means the id no longer matches the text: never submit a stale customer.
    input.addEventListener('input', () => (hidden.value = ''), { signal });
    const teardown = await mountSearchCombobox<CustomerHit>(el, signal, () => ({
      widget: name,
      ...(input.id ? { inputSelector: `#${CSS.escape(input.id)}` } : {}),
      minChars: options.minChars,
      debounceMs: options.debounce,
      label: t('Sales.CustomersFound'),
      emptyText: t('Sales.NoCustomerFound'),
      countText: (count) => t('Sales.CustomerCount', { count }),
      load: async (q, callSignal) => {
        const outcome = await request('GET', options.url, {
          key: name,
          signal: callSignal,
          searchParams: { q },
        });
        return outcome.kind === 'ok' ? { ...outcome, data: customerHits(outcome.data) } : outcome;
      },
      renderItem: (item, optionEl) => {
        optionEl.textContent = item.Email;
      },
      choose: (item) => {
        input.value = item.Email;
        hidden.value = String(item.CustomerId);
      },
      onFailure: ({ error }) => {
        if (error.status === 401) return reportFailure(error);
        const message = 'body' in error ? answerMessage(error.body) : undefined;
        growl(message ?? t('Manager.UnknowsErrors'), { type: 'error' });
      },
    }));
    return teardown;
  },
});
