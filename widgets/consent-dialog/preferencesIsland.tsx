import { createElement } from 'react';
import { contentRegion, loadStrings, renderIsland } from '../../src/index.ts';
import { PreferencesDialog, type PreferencesDialogProps } from './PreferencesDialog.tsx';

/**
 * Opens the preferences modal as a React island in a container of the widget element. This module
 * (and React) loads only when the customer opens the preferences.
 * @returns the function that closes it; `onClosed` runs once it has closed, whichever way.
 */
export async function openPreferences(
  root: HTMLElement,
  props: Pick<PreferencesDialogProps, 'texts' | 'stored' | 'save'>,
  onClosed: () => void,
): Promise<() => void> {
  // The dialog's close button is labelled from the string resources.
  await loadStrings();
  const container = document.createElement('div');
  root.append(container);
  let unmount: (() => void) | undefined;
  let done = false;
  const close = () => {
    if (done) return;
    done = true;
    // Unmounting closes the native dialog; not from inside React's own event handling.
    queueMicrotask(() => {
      unmount?.();
      container.remove();
      onClosed();
    });
  };
  const closed = () => {
    // Focus went back to the opener; when that was the banner's button, now hidden, the page takes it.
    if (document.activeElement === document.body) {
      contentRegion()?.focus({ preventScroll: true });
    }
    close();
  };
  unmount = renderIsland(
    container,
    'consent-dialog',
    createElement(PreferencesDialog, { ...props, onDone: close, onClosed: closed }),
  );
  return close;
}
