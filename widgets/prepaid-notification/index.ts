import {
  answerMessage,
  defineWidget,
  growl,
  loadStrings,
  option,
  reportFailure,
  request,
  t,
} from '../../src/index.ts';
import { initialToggle, nextToggle, type ToggleEvent } from './toggleState.ts';

/**
 * The prepaid account's usage notification: a change of the checkbox sends
 * `POST api/v1/sales/prepaidaccounts/setnotification {IsActivated, PrepaidAccountId}` with no loader
 * (the box keeps its new value meanwhile). A failure puts the last saved value back and says so
 * (`Sales.NotificationNotSaved`, or the answer's Message); a 401 also opens the login modal.
 */
export default defineWidget({
  name: 'prepaid-notification',
  strategy: 'idle',
  options: {
    /** The account; required. */
    prepaidAccountId: option.number(0, (n) => Number.isInteger(n) && n > 0),
  },
  mount(el, options, { name, signal }) {
    if (!(el instanceof HTMLInputElement) || el.type !== 'checkbox')
      throw new Error(`${name} goes on an <input type="checkbox">`);
    if (!options.prepaidAccountId) throw new Error(`${name} needs data-prepaid-account-id`);
    const box = el;
    let state = initialToggle(box.checked);
    const apply = (event: ToggleEvent) => {
      state = nextToggle(state, event);
      box.checked = state.shown;
    };
    const send = async (value: boolean) => {
      apply({ type: 'changed', value });
      const [outcome] = await Promise.all([
        request('POST', 'api/v1/sales/prepaidaccounts/setnotification', {
          json: { IsActivated: value, PrepaidAccountId: options.prepaidAccountId },
          key: `${name}:${options.prepaidAccountId}`,
          signal,
        }),
        loadStrings(),
      ]);
      if (outcome.kind === 'aborted') return;
      if (outcome.kind === 'ok') return apply({ type: 'saved', value });
      apply({ type: 'failed', value });
      if (outcome.error.status === 401) return reportFailure(outcome.error);
      // The server's own words for a refusal (4xx); the translated text for a crash or no answer.
      const { error } = outcome;
      const refused = error.status >= 400 && error.status < 500 && 'body' in error;
      growl((refused && answerMessage(error.body)) || t('Sales.NotificationNotSaved'), { type: 'error' });
    };
    box.addEventListener('change', () => void send(box.checked), { signal });
    return undefined;
  },
});
