import { loadOnce } from '../async/loadOnce.ts';
import { reportUnknownFailure } from '../http/errorPolicy.ts';
import { setButtonLoading } from './buttonLoading.ts';
import type { Fragment, FragmentCall } from './fragment/loadFragment.ts';
import { type BuiltDialogOptions, type DialogHandle, focusFirst, openDialog } from './openDialog.ts';

export type { Fragment, FragmentCall };

// Its own chunk: no page needs it before a customer opens such a dialog.
const code = loadOnce(() => import('./fragment/loadFragment.ts'));

/** Shows `busy` working until the returned reset. */
function markBusy(busy: HTMLElement | undefined): () => void {
  if (busy instanceof HTMLButtonElement) return setButtonLoading(busy);
  busy?.setAttribute('aria-busy', 'true');
  return () => busy?.removeAttribute('aria-busy');
}

/**
 * Fetches a CMS page or fragment for a dialog, through the one request path and with the page's
 * strings (the dialog's own words need them), `busy` showing it meanwhile: the HTML parsed by the
 * door, made content only, its `h1` taken out as the title. A failure follows the error policy (or
 * `onFailure`), and so does an answer with nothing to show (an empty page, a page with only its
 * heading, no `needs`), or code that could not come: no empty dialog opens, the error modal says
 * it failed.
 * @returns the fragment, or undefined when the call was aborted or failed.
 */
export async function loadFragment(call: FragmentCall): Promise<Fragment | undefined> {
  const done = markBusy(call.busy);
  const reader = await code().catch((cause: unknown) => {
    // The code could not come (the connection dropped): the call failed, as it would have.
    console.error('[vitrine] the code that reads a fragment could not load', cause);
    if (call.onFailure) call.onFailure();
    else reportUnknownFailure();
  });
  const fragment = reader ? await reader.loadFragment(call) : undefined;
  done();
  return fragment;
}

/** Puts a fragment's content in an open dialog, in place of what it showed, and focuses its first control. */
export function fillDialog(handle: DialogHandle, fragment: Fragment): void {
  handle.body.replaceChildren(...fragment.nodes.map((node) => document.adoptNode(node)));
  focusFirst(handle);
}

/** Opens a dialog showing a fragment (see `loadFragment`); the loader mounts the widgets inside. */
export function showFragment(fragment: Fragment, options: BuiltDialogOptions): DialogHandle {
  const handle = openDialog(options);
  fillDialog(handle, fragment);
  return handle;
}
