import {
  BadAnswerError,
  extractFragment,
  fetchLinkedHtml,
  focusFirst,
  openDialog,
  reportFailure,
} from '../../src/index.ts';

export interface ModalLinkOptions {
  modalTitle: string;
  modalSize: string;
  modalClass: string;
}

const SIZES = ['small', 'medium', 'large'] as const;
type Size = (typeof SIZES)[number];

/**
 * Fetches the link's address and shows the answer in a modal. A 401 opens the login modal with the
 * link as returnUrl; other failures follow the error policy.
 */
export async function openInModal(
  link: HTMLAnchorElement,
  options: ModalLinkOptions,
  signal: AbortSignal,
): Promise<void> {
  const html = await fetchLinkedHtml(link, signal);
  if (html === undefined) return;
  const { title, nodes, blank } = extractFragment(html);
  // Nothing to show (a page with only its heading): no empty modal, the error modal says it failed.
  if (blank) return reportFailure(new BadAnswerError(200, 'GET', link.href, 'nothing to show'));
  const size: Size = (SIZES as readonly string[]).includes(options.modalSize)
    ? (options.modalSize as Size)
    : 'medium';
  const handle = openDialog({
    title: options.modalTitle || link.title || title || link.textContent?.trim() || '',
    size,
    ...(options.modalClass ? { className: options.modalClass } : {}),
  });
  handle.body.append(...nodes.map((node) => document.adoptNode(node)));
  focusFirst(handle);
}
