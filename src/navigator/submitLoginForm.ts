import { reportFailure } from '../http/errorPolicy.ts';
import { HttpError } from '../http/HttpError.ts';
import { NetworkError } from '../http/NetworkError.ts';
import { setButtonLoading } from '../ui/buttonLoading.ts';
import { findRegion } from './swap.ts';

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
  const page = new DOMParser().parseFromString(html, 'text/html');
  const content = findRegion(page) ?? page.body;
  content.querySelector('h1')?.remove();
  const body = dialog.querySelector('.vitrine-dialog__body') ?? dialog;
  body.replaceChildren(...[...content.childNodes].map((node) => document.adoptNode(node)));
  const focusable =
    body.querySelector<HTMLElement>('[role="alert"]') ?? body.querySelector<HTMLElement>('input');
  if (focusable?.getAttribute('role') === 'alert') focusable.setAttribute('tabindex', '-1');
  focusable?.focus();
}

/**
 * Submits the login form of the 401 modal (`dialog.login-modal`) in the background. When the server
 * answers with the login page again (wrong credentials) its content replaces the modal's; when it
 * redirects elsewhere (to the returnUrl), the modal closes and that page is visited: the visit that
 * met the 401 goes on.
 */
export async function submitLoginForm(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
  navigate: (url: string) => Promise<unknown>,
): Promise<void> {
  const dialog = form.closest('dialog');
  const button = submitButton(form, submitter);
  const reset = button ? setButtonLoading(button) : () => {};
  const action = new URL(form.action, location.href);
  try {
    let response: Response;
    try {
      response = await fetch(action, {
        method: 'POST',
        body: new FormData(form, button),
        credentials: 'same-origin',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
    } catch (error) {
      throw new NetworkError('POST', action.pathname, error);
    }
    if (!response.ok) throw new HttpError(response.status, 'POST', action.pathname, response);
    const landed = new URL(response.url || action.href);
    if (dialog && landed.pathname === action.pathname) {
      showAgain(dialog, await response.text());
      return;
    }
    dialog?.close();
    await navigate(landed.href);
  } catch (error) {
    if (error instanceof HttpError || error instanceof NetworkError) reportFailure(error);
    else throw error;
  } finally {
    reset();
  }
}
