import {
  BadAnswerError,
  keptOperation,
  navigateTo,
  type Outcome,
  type RequestError,
  reportFailure,
  request,
} from '../../src/index.ts';

/** The form's fields as name → values (the anti-forgery token left out: the page after login has its own). */
export type FormDraft = [string, string][];

const kept = keptOperation<FormDraft>('vitrine:checkout-draft');

function entries(form: HTMLFormElement): FormDraft {
  return [...new FormData(form)]
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .filter(([name]) => name !== '__RequestVerificationToken');
}

/**
 * Keeps what the customer typed for this page: a 401 sends them through the login modal and back,
 * and Back or Forward to the checkout finds it as they left it.
 */
export function keepDraft(form: HTMLFormElement): void {
  // For the checkout's own address: when Back or a link leaves it, the address is already the next page's.
  kept.keep(entries(form), new URL(form.action, location.href).pathname);
}

/**
 * Puts a kept draft back into the form's text fields, radios and checkboxes; true when there was
 * one. A draft of another attempt (an order placed since, a new cart) is dropped. The fields named
 * in `changedSince` (changed by the customer before the island started) keep what they show: the
 * customer's latest choice wins over the draft.
 */
export function restoreDraft(form: HTMLFormElement, changedSince: ReadonlySet<string> = new Set()): boolean {
  const draft = kept.take();
  if (!draft) return false;
  const values = new Map<string, string[]>();
  for (const [name, value] of draft) values.set(name, [...(values.get(name) ?? []), value]);
  const attempt = form.querySelector<HTMLInputElement>('input[name="IdempotencyKey"]')?.value;
  if (attempt && values.get('IdempotencyKey')?.[0] !== attempt) return false;
  for (const element of form.elements) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    const saved = values.get(element.name);
    if (!saved || element.type === 'hidden' || changedSince.has(element.name)) continue;
    if (element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox'))
      element.checked = saved.includes(element.value);
    else element.value = saved[0] ?? '';
  }
  return true;
}

/**
 * What a draft save's outcome says went wrong, if anything: a failed call, or an answer with a
 * body (the CMS answers a save with no content: a body in its place, an error page's JSON or a
 * proxy's, leaves the save in doubt).
 */
function saveFailure(outcome: Outcome<unknown>): RequestError | undefined {
  if (outcome.kind === 'failed') return outcome.error;
  if (outcome.kind === 'ok' && outcome.data !== undefined)
    return new BadAnswerError(200, 'POST', outcome.url, 'a draft save answers with no content');
  return undefined;
}

/**
 * Reloads the page without losing anything typed: the form is saved as the server's draft first
 * (Action "save"), which the page is rendered from, and the page reloads once that save answered.
 * A save the server did not take (a failure, or an answer with a body where the CMS sends none)
 * keeps the draft in this tab (the reload brings it back) and the error policy says it failed once
 * the page is back; a 401 keeps it too and opens the login; a checkout left meanwhile (the signal
 * aborted) reloads nothing.
 */
export async function reloadKeepingForm(form: HTMLFormElement, signal: AbortSignal): Promise<void> {
  const body = new FormData(form);
  body.set('Action', 'save');
  const outcome = await request('POST', form.action, { body, signal });
  if (outcome.kind === 'aborted') return;
  const failure = saveFailure(outcome);
  if (failure) {
    keepDraft(form);
    if (failure.status === 401) {
      reportFailure(failure, { returnUrl: location.href });
      return;
    }
    console.warn(`[vitrine] checkout: the draft was kept in this tab, ${failure.message}`);
  }
  // Refreshed in place, not reloaded: the customer stays where they were, focus on the control
  // they used (the pickup slot's button).
  await navigateTo(location.href, { replace: true, keepFocus: true, keepScroll: true });
  // A save the server did not take is said once the page is back (the refresh would close a modal
  // opened before it): what was typed is there, but the server may not have it yet.
  if (failure) reportFailure(failure, { returnUrl: location.href });
}
