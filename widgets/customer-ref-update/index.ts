import {
  type DialogHandle,
  defineWidget,
  linkOpensDialog,
  loadFragment,
  option,
  reportFailure,
  request,
  setButtonLoading,
  showFragment,
  t,
} from '../../src/index.ts';
import { EXIT_DELAY_MS, type FeedbackMode, showFeedback } from './feedback.ts';

interface Options {
  feedback: string;
  exitDelay: number;
}

/** True when the update answer says it was saved. */
function saved(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && (data as { IsSuccessfull?: unknown }).IsSuccessfull === true
  );
}

/** Posts the form; closes the form modal and shows the outcome as configured. */
async function submit(form: HTMLFormElement, handle: DialogHandle, options: Options, signal: AbortSignal) {
  const mode: FeedbackMode = options.feedback === 'growl' ? 'growl' : 'modal';
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
  const reset = button ? setButtonLoading(button) : () => {};
  const outcome = await request('POST', form.action, { body: new FormData(form), signal });
  reset();
  if (outcome.kind === 'aborted') return;
  if (outcome.kind === 'failed' && outcome.error.status === 401)
    return reportFailure(outcome.error, { returnUrl: location.href });
  if (outcome.kind === 'failed') console.warn(`[vitrine] customer-ref-update: ${outcome.error.message}`);
  const ok = outcome.kind === 'ok' && saved(outcome.data);
  const message = ok
    ? ((outcome.data as { Message?: unknown }).Message as string | undefined) ||
      t('Catalog.CustomerRefUpdated')
    : t('Catalog.CustomerRefUpdateError');
  handle.close();
  showFeedback(String(message), ok, mode, options.exitDelay);
}

/** Fetches the update form and opens it in a modal; its submit goes through `submit`. */
async function open(link: HTMLAnchorElement, options: Options, signal: AbortSignal) {
  const fragment = await loadFragment({ url: link.href, signal, busy: link, returnUrl: location.href });
  if (!fragment) return;
  // No form to send: the update cannot be made, and the feedback says so.
  if (!fragment.content.querySelector('form')) {
    const mode: FeedbackMode = options.feedback === 'growl' ? 'growl' : 'modal';
    showFeedback(t('Catalog.CustomerRefUpdateError'), false, mode, options.exitDelay);
    return;
  }
  const handle = showFragment(fragment, {
    title: fragment.title ?? link.textContent?.trim() ?? '',
    className: 'customer-ref-modal',
  });
  const form = handle.body.querySelector('form')!;
  form.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      void submit(form, handle, options, signal);
    },
    { signal },
  );
}

/**
 * The customer reference update: the link opens `GET /widget/catalog/CustomerReferenceUpdate` (the
 * form) in a modal; the form posts by ajax, the modal closes, and the outcome (the answer's Message,
 * else `Catalog.CustomerRefUpdated`; `Catalog.CustomerRefUpdateError` on failure) shows as a modal
 * that leaves after 3000 ms or as a growl, per `data-feedback`. A 401 opens the login modal.
 */
export default defineWidget({
  name: 'customer-ref-update',
  strategy: 'idle',
  options: {
    /** How the outcome is shown: `modal` (default) or `growl`. */
    feedback: option.string('modal', (v) => v === 'modal' || v === 'growl'),
    /** Milliseconds before the outcome modal leaves; default 3000. */
    exitDelay: option.number(EXIT_DELAY_MS, (n) => n >= 0),
  },
  mount(el, options, { name, signal }) {
    return linkOpensDialog(el, name, (link) => void open(link, options, signal), signal);
  },
});
