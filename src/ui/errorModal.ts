import { announce } from '../a11y/announce.ts';
import { focusFirst, openDialog } from '../controls/openDialog.ts';
import { loadStrings, t } from '../i18n/index.ts';
import { footerButton } from './footerButton.ts';

let showing: Promise<void> | undefined;

/**
 * Shows the error modal with a Close button; the message defaults to `Manager.UnknowsErrors`.
 * While one is open, further failures do not stack another on top. Plain DOM on `openDialog`: a
 * failure on a page without React islands loads no React.
 */
export function showErrorModal(message?: string): Promise<void> {
  showing ??= (async () => {
    await loadStrings();
    const handle = openDialog({ title: t('Core.Error'), size: 'small', className: 'vitrine-error-modal' });
    const text = document.createElement('p');
    text.className = 'vitrine-error-modal__message';
    text.textContent = message ?? t('Manager.UnknowsErrors');
    handle.body.append(text);
    announce(text.textContent, 'errors');
    handle.footer.append(footerButton(t('Core.Close'), 'primary', handle.close));
    focusFirst(handle);
    await handle.closed;
  })().finally(() => {
    showing = undefined;
  });
  return showing;
}
