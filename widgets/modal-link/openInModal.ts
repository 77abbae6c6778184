import { focusFirst, openDialog, reportFailure, request } from '../../src/index.ts';
import { extractFragment } from './fragment.ts';

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
  link.setAttribute('aria-busy', 'true');
  const outcome = await request<string>('GET', link.href, { signal, headers: { Accept: 'text/html' } });
  link.removeAttribute('aria-busy');
  if (outcome.status === 'aborted') return;
  if (outcome.status === 'failed') {
    reportFailure(outcome.error, { returnUrl: link.href });
    return;
  }
  const { title, nodes } = extractFragment(typeof outcome.data === 'string' ? outcome.data : '');
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
