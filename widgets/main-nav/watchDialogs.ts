/**
 * Calls `onOpen` whenever a `<dialog>` opens anywhere in the document. No event announces a modal
 * (openDialog, confirm, the CMS's own dialogs all end in a `<dialog open>`), so a MutationObserver
 * on the body watches for the `open` attribute and for dialogs inserted already open.
 */
export function watchDialogs(onOpen: () => void): () => void {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        if (record.target instanceof HTMLDialogElement && record.target.open) return onOpen();
        continue;
      }
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if ((node instanceof HTMLDialogElement && node.open) || node.querySelector('dialog[open]'))
          return onOpen();
      }
    }
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open'],
  });
  return () => observer.disconnect();
}
