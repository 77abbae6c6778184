import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { nextTask } from '../async/turns.ts';
import {
  type BuiltDialogOptions,
  type DialogHandle,
  focusFirst,
  openDialog,
} from '../controls/openDialog.ts';

/** The props of the `<Dialog>` island component: `openDialog`'s options, open while mounted. */
export interface DialogProps extends Omit<BuiltDialogOptions, 'onClose' | 'content'> {
  /** Called when the customer closes the dialog (Esc, the close button, or a footer action). */
  onClose: () => void;
  children: ReactNode;
  /** Buttons shown under the content. */
  footer?: ReactNode;
  /**
   * Opens the modal in a task after the island's first render instead of in the same one:
   * opening restyles the whole page behind it (it becomes inert), and with a large first render
   * the two made one long task on a slow phone. A modal opened meanwhile (an error) stays under it.
   */
  openLater?: boolean;
}

/**
 * The dialog engine's entry for React content (`openDialog` is the one for DOM content): a modal
 * on the same native `<dialog>`, open while mounted, closed when unmounted. An island renders it
 * in its tree; a widget with no island renders it in a tree of its own with `mountDetached`.
 */
export function Dialog({
  onClose,
  children,
  footer,
  title,
  className,
  size,
  replace,
  openLater,
}: DialogProps) {
  const [handle, setHandle] = useState<DialogHandle>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once per mount; props read at open time.
  useEffect(() => {
    let opened: DialogHandle | undefined;
    let unmounted = false;
    const open = () => {
      if (unmounted) return;
      opened = openDialog({
        title,
        ...(className ? { className } : {}),
        ...(size ? { size } : {}),
        ...(replace ? { replace } : {}),
        onClose,
      });
      setHandle(opened);
    };
    if (openLater) void nextTask().then(open);
    else open();
    return () => {
      unmounted = true;
      if (opened?.dialog.open) opened.close();
    };
  }, []);
  useEffect(() => {
    if (handle) focusFirst(handle);
  }, [handle]);
  if (!handle) return null;
  return (
    <>
      {createPortal(children, handle.body)}
      {footer ? createPortal(footer, handle.footer) : null}
    </>
  );
}
