import { reportFailure } from '../http/errorPolicy.ts';
import { HttpError } from '../http/HttpError.ts';
import { NetworkError } from '../http/NetworkError.ts';
import { csrfToken } from '../settings/index.ts';
import { setButtonLoading } from '../ui/buttonLoading.ts';
import { validateForm } from '../validation/index.ts';
import { ajaxMode, insertFragment } from './insertFragment.ts';
import { pageAssets } from './PageAssets.ts';
import type { WidgetHost } from './swap.ts';

/** The request an ajax form makes: `data-ajax-method` (else the form's method) to its action. */
export function ajaxRequest(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
): { url: URL; init: RequestInit } {
  const method = (
    form.getAttribute('data-ajax-method') ||
    form.getAttribute('method') ||
    'GET'
  ).toUpperCase();
  const url = new URL(form.getAttribute('data-ajax-url') || form.action, location.href);
  const data = new FormData(
    form,
    submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null,
  );
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  if (method === 'GET' || method === 'HEAD') {
    for (const [key, value] of data) if (typeof value === 'string') url.searchParams.append(key, value);
    return { url, init: { method, headers, credentials: 'same-origin' } };
  }
  const token = csrfToken();
  if (token) headers.RequestVerificationToken = token;
  return { url, init: { method, headers, body: data, credentials: 'same-origin' } };
}

async function passesChecks(form: HTMLFormElement): Promise<boolean> {
  const question = form.getAttribute('data-ajax-confirm');
  if (question) {
    const { confirm } = await import('../ui/confirm.tsx');
    if (!(await confirm({ message: question }))) return false;
  }
  if (!form.querySelector('[data-val="true"]')) return true;
  return validateForm(form);
}

/**
 * Submits a `data-ajax="true"` form as jquery.unobtrusive-ajax does: confirm, validate, send with
 * the submit button in its loading state, then put the answer in every `data-ajax-update` target
 * per `data-ajax-mode`, run its scripts and mount its widgets. Failures follow the error policy.
 */
export async function submitAjaxForm(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
  widgets: WidgetHost,
): Promise<void> {
  if (!(await passesChecks(form))) return;
  const { url, init } = ajaxRequest(form, submitter);
  const button =
    submitter ??
    form.querySelector<HTMLElement>('button[type="submit"], button:not([type]), input[type="submit"]');
  const reset =
    button instanceof HTMLButtonElement || button instanceof HTMLInputElement
      ? setButtonLoading(button)
      : () => {};
  const path = url.pathname + url.search;
  try {
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      throw new NetworkError(init.method ?? 'GET', path, error);
    }
    if (!response.ok) throw new HttpError(response.status, init.method ?? 'GET', path, response);
    const html = await response.text();
    const mode = ajaxMode(form.getAttribute('data-ajax-mode'));
    const selector = form.getAttribute('data-ajax-update');
    const targets = selector ? [...document.querySelectorAll(selector)] : [];
    for (const target of targets) {
      for (const el of insertFragment(target, html, mode)) {
        if (!el.isConnected) continue;
        await pageAssets.runScripts(el);
        widgets.scan(el);
      }
    }
  } catch (error) {
    if (error instanceof HttpError || error instanceof NetworkError) reportFailure(error);
    else throw error;
  } finally {
    reset();
  }
}
