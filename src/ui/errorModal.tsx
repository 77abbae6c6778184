import { loadStrings, t } from '../i18n/index.ts';
import { Dialog } from './Dialog.tsx';
import { mountDetached } from './mountDetached.tsx';

let showing: Promise<void> | undefined;

/**
 * Shows the error modal with a Close button; the message defaults to `Manager.UnknowsErrors`.
 * While one is open, further failures do not stack another on top.
 */
export function showErrorModal(message?: string): Promise<void> {
  showing ??= (async () => {
    await loadStrings();
    await new Promise<void>((resolve) => {
      mountDetached((unmount) => {
        const close = () => {
          unmount();
          resolve();
        };
        return (
          <Dialog
            title={t('Core.Error')}
            size="small"
            className="vitrine-error-modal"
            onClose={close}
            footer={
              <button type="button" className="btn btn-primary" onClick={close}>
                {t('Core.Close')}
              </button>
            }
          >
            <p role="alert">{message ?? t('Manager.UnknowsErrors')}</p>
          </Dialog>
        );
      });
    });
  })().finally(() => {
    showing = undefined;
  });
  return showing;
}
