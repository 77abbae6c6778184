import { defineWidget, option, reportFailure, request, setButtonLoading } from '../../src/index.ts';

/**
 * The sales-tax country of the shop's prices: `PUT api/v1/salestaxes/currentcountry` with
 * `currentCountry`, sent only when the choice differs from the current one, then the page reloads
 * (prices change everywhere on it). Without JavaScript the form posts.
 */
export default defineWidget({
  name: 'sales-tax-country',
  strategy: 'idle',
  options: {
    /** The country the page was rendered with; default the select's selected option. */
    current: option.string(''),
  },
  mount(el, options, { signal }) {
    const select = el.querySelector<HTMLSelectElement>('select[name="currentCountry"]');
    if (!select) throw new Error('sales-tax-country needs a <select name="currentCountry">');
    const current = options.current || select.value;
    const button = el.querySelector<HTMLButtonElement>('button[type="submit"]');
    const send = async () => {
      const chosen = select.value;
      if (chosen === current) return;
      const reset = button ? setButtonLoading(button) : () => {};
      const outcome = await request('PUT', 'api/v1/salestaxes/currentcountry', {
        json: { currentCountry: chosen },
        signal,
      });
      reset();
      if (outcome.kind === 'failed') {
        select.value = current;
        reportFailure(outcome.error);
      }
      if (outcome.kind === 'ok') location.reload();
    };
    select.addEventListener('change', () => void send(), { signal });
    el.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        void send();
      },
      { signal },
    );
    return undefined;
  },
});
