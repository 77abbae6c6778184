import { loadStrings, t } from '../i18n/index.ts';
import { Dialog } from './Dialog.tsx';
import { mountDetached } from './mountDetached.tsx';

/** The texts of a confirm dialog; each has a translated default. */
export interface ConfirmOptions {
  /** The question; default `Core.SureToDelete`. */
  message?: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** Asks the customer to confirm; resolves true on Confirm, false on Back, Esc or close. */
export async function confirm(options: ConfirmOptions = {}): Promise<boolean> {
  await loadStrings();
  return new Promise<boolean>((resolve) => {
    let answered = false;
    const answer = (value: boolean, unmount: () => void) => {
      if (answered) return;
      answered = true;
      resolve(value);
      unmount();
    };
    mountDetached((unmount) => (
      <Dialog
        title={options.title ?? t('Core.Confirm')}
        size="small"
        className="vitrine-confirm"
        onClose={() => answer(false, unmount)}
        footer={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => answer(false, unmount)}>
              {options.cancelLabel ?? t('Core.Back')}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => answer(true, unmount)}>
              {options.confirmLabel ?? t('Core.Confirm')}
            </button>
          </>
        }
      >
        <p>{options.message ?? t('Core.SureToDelete')}</p>
      </Dialog>
    ));
  });
}
