import {
  type DialogHandle,
  defineWidget,
  growl,
  loadFragment,
  reportFailure,
  request,
  setButtonLoading,
  showFragment,
  t,
} from '../../src/index.ts';
import { readMessages } from './messages.ts';

/** Sends the request form of the modal and shows what the messages element says. */
async function send(
  form: HTMLFormElement,
  modal: DialogHandle,
  trigger: HTMLButtonElement,
  signal: AbortSignal,
) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
  const reset = button ? setButtonLoading(button) : () => {};
  const outcome = await request<string>('POST', form.action, {
    body: new FormData(form),
    expect: 'html',
    signal,
  });
  reset();
  if (outcome.kind === 'aborted') return;
  if (outcome.kind === 'failed' && outcome.error.status === 401) return reportFailure(outcome.error);
  const answer = outcome.kind === 'ok' ? readMessages(outcome.data) : { kind: 'unknown' as const };
  if (answer.kind === 'unknown') {
    growl(t('Manager.UnknowsErrors'), { type: 'error' });
    return;
  }
  modal.close();
  if (answer.kind === 'error') {
    growl(answer.message, { type: 'error' });
    return;
  }
  growl(answer.message, { type: 'success' });
  trigger.disabled = true;
  trigger.textContent = t('Sales.EmailSent');
}

/** Opens the request form (the trigger form's GET page) in a modal. */
async function open(trigger: HTMLFormElement, button: HTMLButtonElement, signal: AbortSignal) {
  const fragment = await loadFragment({
    url: trigger.action,
    signal,
    busy: button,
    returnUrl: location.href,
  });
  if (!fragment) return;
  const modal = showFragment(fragment, {
    title: fragment.title ?? button.textContent ?? '',
    className: 'delivery-change-modal',
  });
  const form = modal.body.querySelector('form');
  form?.addEventListener('submit', (event) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    void send(form, modal, button, signal);
  });
}

export default defineWidget({
  name: 'delivery-address-change',
  strategy: 'eager',
  options: {},
  mount(el, _options, { signal }) {
    if (!(el instanceof HTMLFormElement))
      throw new Error('delivery-address-change goes on the trigger <form method="get">');
    const button = el.querySelector<HTMLButtonElement>('button');
    if (!button) throw new Error('delivery-address-change: the trigger form has no button');
    el.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        if (!button.disabled) void open(el, button, signal);
      },
      { signal },
    );
    return () => {};
  },
});
