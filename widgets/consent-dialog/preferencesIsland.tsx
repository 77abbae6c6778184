import { createElement } from 'react';
import { contentRegion, loadStrings, mountDetached } from '../../src/index.ts';
import { PreferencesDialog, type PreferencesDialogProps } from './PreferencesDialog.tsx';

/**
 * Opens the preferences modal, a React tree outside the widget element. This module (and React)
 * loads only when the customer opens the preferences; the modal goes when the widget unmounts.
 * @returns the function that closes it; `onClosed` runs once it has closed, whichever way.
 */
export async function openPreferences(
  root: HTMLElement,
  signal: AbortSignal,
  props: Pick<PreferencesDialogProps, 'texts' | 'stored' | 'save'>,
  onClosed: () => void,
): Promise<() => void> {
  // The dialog's close button is labelled from the strings: the CMS's, or the bundle's own when the
  // call fails or is slow (loadStrings waits on it 1.5 s at most).
  await loadStrings();
  let unmount: (() => void) | undefined;
  let done = false;
  const close = () => {
    if (done) return;
    done = true;
    unmount?.();
    onClosed();
  };
  const closed = () => {
    // Focus went back to the opener; when that was the banner's button, now hidden, the page takes it.
    if (document.activeElement === document.body) {
      contentRegion()?.focus({ preventScroll: true });
    }
    close();
  };
  signal.addEventListener('abort', close, { once: true });
  unmount = mountDetached({ widget: 'consent-dialog', element: root, signal, onFailed: close }, () =>
    createElement(PreferencesDialog, { ...props, onDone: close, onClosed: closed }),
  );
  return close;
}
