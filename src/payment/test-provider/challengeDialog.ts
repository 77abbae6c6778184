import { type DialogHandle, focusFirst, openDialog } from '../../controls/openDialog.ts';
import { t } from '../../i18n/index.ts';

/** The challenge's form: the bank's text, the code field and its error line. */
function challengeForm(id: string) {
  const form = document.createElement('form');
  form.noValidate = true;
  form.id = id;
  const text = document.createElement('p');
  text.id = `${id}-text`;
  text.textContent = t('Payment.ChallengeText');
  const label = document.createElement('label');
  label.htmlFor = `${id}-code`;
  label.textContent = t('Payment.ChallengeCode');
  const input = document.createElement('input');
  input.id = `${id}-code`;
  input.inputMode = 'numeric';
  input.autocomplete = 'one-time-code';
  input.required = true;
  const error = document.createElement('p');
  error.id = `${id}-error`;
  error.className = 'test-card__error';
  error.hidden = true;
  input.setAttribute('aria-describedby', `${text.id} ${error.id}`);
  form.append(text, label, input, error);
  return { form, text, input, error };
}

/** Cancel and Confirm in the dialog's footer (Confirm submits the form through its `form` attribute). */
function footerButtons(handle: DialogHandle, formId: string): void {
  const cancel = document.createElement('button');
  cancel.type = 'button';
  cancel.className = 'button';
  cancel.textContent = t('Payment.ChallengeCancel');
  cancel.addEventListener('click', () => handle.close());
  const confirm = document.createElement('button');
  confirm.type = 'submit';
  confirm.className = 'button button--primary';
  confirm.setAttribute('form', formId);
  confirm.textContent = t('Payment.ChallengeConfirm');
  handle.footer.append(cancel, confirm);
}

/**
 * The test issuer's 3-D Secure challenge: a modal asking for the code the bank "sent". Resolves
 * with the code, or `undefined` when the shopper cancels (Cancel, Esc, the close button) or the
 * form goes away (`signal`). A confirm with no code says so in the dialog and waits.
 */
export function askChallengeCode(signal: AbortSignal): Promise<string | undefined> {
  return new Promise((resolve) => {
    let code: string | undefined;
    const handle = openDialog({
      title: t('Payment.ChallengeTitle'),
      className: 'payment-challenge',
      size: 'small',
      onClose: () => resolve(code),
    });
    handle.dialog.setAttribute('data-payment-challenge', '');
    const { form, text, input, error } = challengeForm(
      `${handle.dialog.getAttribute('aria-labelledby')}-form`,
    );
    handle.dialog.setAttribute('aria-describedby', text.id);
    handle.body.append(form);
    footerButtons(handle, form.id);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (input.value.trim() === '') {
        error.textContent = t('Payment.ChallengeCodeRequired');
        error.hidden = false;
        input.setAttribute('aria-invalid', 'true');
        input.focus();
        return;
      }
      code = input.value.trim();
      handle.close();
    });
    signal.addEventListener('abort', () => handle.close(), { once: true });
    focusFirst(handle);
  });
}
