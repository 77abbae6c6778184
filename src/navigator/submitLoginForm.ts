import { extractFragment } from '../html/extractFragment.ts';
import { reportFailure } from '../http/errorPolicy.ts';
import { request } from '../http/request.ts';
import { SIGNED_IN } from '../page/signedIn.ts';
import type { FormsDelegate } from './AjaxForms.ts';

function submitButton(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
): HTMLButtonElement | HTMLInputElement | null {
  const button =
    submitter ?? form.querySelector('button[type="submit"], button:not([type]), input[type="submit"]');
  return button instanceof HTMLButtonElement || button instanceof HTMLInputElement ? button : null;
}

/** Shows the login page's answer (the form again, with its error) in the modal. */
function showAgain(dialog: HTMLDialogElement, html: string): void {
  const { nodes } = extractFragment(html);
  const body = dialog.querySelector('.vitrine-dialog__body') ?? dialog;
  body.replaceChildren(...nodes.map((node) => document.adoptNode(node)));
  const focusable =
    body.querySelector<HTMLElement>('[role="alert"]') ?? body.querySelector<HTMLElement>('input');
  if (focusable?.getAttribute('role') === 'alert') focusable.setAttribute('tabindex', '-1');
  focusable?.focus();
}

/**
 * Submits the login form of the 401 modal (`dialog.login-modal`) in the background, through
 * `request()`. When the server answers with the login page again (wrong credentials) its content
 * replaces the modal's; when it redirects elsewhere (to the returnUrl), the modal closes and that
 * page is visited with its session parts (the signed-in header): the visit that met the 401 goes
 * on.
 */
export async function submitLoginForm(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
  delegate: FormsDelegate,
): Promise<void> {
  const dialog = form.closest('dialog');
  const button = submitButton(form, submitter);
  const reset = button ? delegate.showLoading(button) : () => {};
  const action = new URL(form.action, location.href);
  try {
    const outcome = await request<string>('POST', action.href, {
      body: new FormData(form, button),
      expect: 'html',
    });
    if (outcome.kind === 'failed') reportFailure(outcome.error);
    if (outcome.kind !== 'ok') return;
    const landed = new URL(outcome.url);
    if (dialog && landed.pathname === action.pathname) {
      showAgain(dialog, outcome.data);
      return;
    }
    dialog?.close(SIGNED_IN);
    // Signed in now: the header (account links, wish-list count) is taken from the new page too.
    await delegate.navigate(landed.href, { session: true });
  } finally {
    reset();
  }
}
