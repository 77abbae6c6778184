import {
  BadAnswerError,
  contentOnly,
  parseDocument,
  reportFailure,
  request,
  settings,
  trackEvent,
} from '../../src/index.ts';
import { folderListPath } from './folderNode.ts';

export interface LoadFolderOptions {
  folderId: number;
  rootFolderId: number;
  /** The update area; its content is replaced by the same element of the folder's page. */
  target: HTMLElement;
  signal: AbortSignal;
}

/**
 * Loads a folder's asset list into the update area, then pushes the `changeFolder` dataLayer
 * event (rootFolderId, targetFolderId). The area is `aria-busy` meanwhile; a failure follows the
 * error policy and leaves the area as it was.
 * @returns true when the folder's list is in place.
 */
export async function loadFolder({
  folderId,
  rootFolderId,
  target,
  signal,
}: LoadFolderOptions): Promise<boolean> {
  const { appPath, culture } = settings();
  const url = folderListPath(appPath, culture, folderId, rootFolderId);
  target.setAttribute('aria-busy', 'true');
  const outcome = await request<string>('GET', url, {
    signal,
    key: `folder-tree:${target.id}`,
    expect: 'html',
  });
  target.removeAttribute('aria-busy');
  if (outcome.kind === 'aborted') return false;
  if (outcome.kind === 'failed') {
    reportFailure(outcome.error, { returnUrl: url });
    return false;
  }
  const doc = parseDocument(String(outcome.data ?? ''));
  const found = target.id ? doc.getElementById(target.id) : null;
  const fresh = found && contentOnly(found, `the folder ${url}`);
  if (!fresh) {
    // No list in the answer (an empty page, another page): the area stays, the error modal says so.
    reportFailure(new BadAnswerError(200, 'GET', outcome.url, `the answer has no #${target.id}`), {
      returnUrl: url,
    });
    return false;
  }
  target.replaceChildren(...[...fresh.childNodes].map((child) => document.importNode(child, true)));
  trackEvent('changeFolder', { rootFolderId, targetFolderId: folderId });
  return true;
}
