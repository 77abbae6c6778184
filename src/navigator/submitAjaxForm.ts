import { reportFailure } from '../http/errorPolicy.ts';
import { type Method, request } from '../http/request.ts';
import { validateForm } from '../validation/index.ts';
import type { FormsDelegate } from './AjaxForms.ts';
import { policyNonce } from './adoptNonces.ts';
import { ajaxMode, insertFragment } from './insertFragment.ts';
import { pageAssets } from './PageAssets.ts';
import type { WidgetHost } from './swap.ts';

/** The call an ajax form makes: `data-ajax-method` (else the form's method) to its action. */
export interface AjaxCall {
  method: Method;
  url: string;
  body?: FormData;
}

/** Builds the call of a submit: GET puts the fields in the query, other methods send them as the body. */
export function ajaxRequest(form: HTMLFormElement, submitter: HTMLElement | null): AjaxCall {
  const method = (
    form.getAttribute('data-ajax-method') ||
    form.getAttribute('method') ||
    'GET'
  ).toUpperCase() as Method;
  const url = new URL(form.getAttribute('data-ajax-url') || form.action, location.href);
  const data = new FormData(
    form,
    submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null,
  );
  if (method !== 'GET') return { method, url: url.href, body: data };
  for (const [key, value] of data) if (typeof value === 'string') url.searchParams.append(key, value);
  return { method, url: url.href };
}

async function passesChecks(form: HTMLFormElement, delegate: FormsDelegate): Promise<boolean> {
  const question = form.getAttribute('data-ajax-confirm');
  if (question && !(await delegate.confirm(question))) return false;
  if (!form.querySelector('[data-val="true"]')) return true;
  return validateForm(form);
}

/** Request keys per form: a newer submission of the same form aborts the one under way. */
const keys = new WeakMap<HTMLFormElement, string>();
let formCount = 0;
/** The loading-state reset of each form's submission under way (the newer one owns the button). */
const running = new WeakMap<HTMLFormElement, () => void>();

function formKey(form: HTMLFormElement): string {
  let key = keys.get(form);
  if (!key) {
    key = `ajax-form-${++formCount}`;
    keys.set(form, key);
  }
  return key;
}

/** Puts the submit button in its loading state, taking it over from an earlier submission. */
function showLoading(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
  delegate: FormsDelegate,
): () => void {
  running.get(form)?.();
  const button =
    submitter ??
    form.querySelector<HTMLElement>('button[type="submit"], button:not([type]), input[type="submit"]');
  const reset =
    button instanceof HTMLButtonElement || button instanceof HTMLInputElement
      ? delegate.showLoading(button)
      : () => {};
  running.set(form, reset);
  return () => {
    if (running.get(form) !== reset) return;
    running.delete(form);
    reset();
  };
}

/** Puts an answer in every `data-ajax-update` target, then runs its scripts and mounts its widgets. */
async function showAnswer(
  form: HTMLFormElement,
  html: string,
  responseNonce: string,
  widgets: WidgetHost,
): Promise<void> {
  const mode = ajaxMode(form.getAttribute('data-ajax-mode'));
  const selector = form.getAttribute('data-ajax-update');
  const targets = selector ? [...document.querySelectorAll(selector)] : [];
  const inserted = targets.flatMap((target) => insertFragment(target, html, mode, responseNonce));
  for (const el of inserted) {
    if (!el.isConnected) continue;
    await pageAssets.runScripts(el);
    widgets.scan(el);
  }
}

/**
 * Submits a `data-ajax="true"` form as jquery.unobtrusive-ajax does: confirm (the delegate asks), validate, send
 * through `request()` (CSRF token, time-out and error classes of every call) with the submit button
 * in its loading state, then show the answer per `data-ajax-mode`. A newer submission of the same
 * form aborts this one: an older answer is never shown. Failures follow the error policy.
 */
export async function submitAjaxForm(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
  widgets: WidgetHost,
  delegate: FormsDelegate,
): Promise<void> {
  if (!(await passesChecks(form, delegate))) return;
  const call = ajaxRequest(form, submitter);
  const done = showLoading(form, submitter, delegate);
  try {
    const outcome = await request<string>(call.method, call.url, {
      key: formKey(form),
      expect: 'html',
      ...(call.body ? { body: call.body } : {}),
    });
    if (outcome.kind === 'failed') reportFailure(outcome.error);
    if (outcome.kind === 'ok') await showAnswer(form, outcome.data, policyNonce(outcome.policy), widgets);
  } finally {
    done();
  }
}
