import { focusFirst, openDialog } from '../controls/openDialog.ts';
import { loadStrings, t } from '../i18n/index.ts';
import { footerButton } from './footerButton.ts';

export interface ConfirmOptions {
  /** The question; default `Core.SureToDelete`. */
  message?: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

/**
 * Asks the customer to confirm; resolves true on Confirm, false on Back, Esc or close (a visit
 * closing it too). Plain DOM on `openDialog`, so it loads no React.
 */
export async function confirm(options: ConfirmOptions = {}): Promise<boolean> {
  await loadStrings();
  let answer = false;
  const handle = openDialog({
    title: options.title ?? t('Core.Confirm'),
    size: 'small',
    className: 'vitrine-confirm',
  });
  const question = document.createElement('p');
  question.textContent = options.message ?? t('Core.SureToDelete');
  handle.body.append(question);
  handle.footer.append(
    footerButton(options.cancelLabel ?? t('Core.Back'), 'secondary', handle.close),
    footerButton(options.confirmLabel ?? t('Core.Confirm'), 'primary', () => {
      answer = true;
      handle.close();
    }),
  );
  focusFirst(handle);
  await handle.closed;
  return answer;
}
