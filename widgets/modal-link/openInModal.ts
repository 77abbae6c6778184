import { loadFragment, showFragment } from '../../src/index.ts';

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
  const fragment = await loadFragment({ url: link.href, signal, busy: link, returnUrl: link.href });
  if (!fragment) return;
  const size: Size = (SIZES as readonly string[]).includes(options.modalSize)
    ? (options.modalSize as Size)
    : 'medium';
  showFragment(fragment, {
    title: options.modalTitle || link.title || fragment.title || link.textContent?.trim() || '',
    size,
    ...(options.modalClass ? { className: options.modalClass } : {}),
  });
}
