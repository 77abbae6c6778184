import {
  answerMessage,
  BadAnswerError,
  defineWidget,
  HttpError,
  linkOpensDialog,
  loadFragment,
  reportFailure,
  request,
  showFragment,
} from '../../src/index.ts';

/** The dialog shows the subscription form alone, not the rest of its page. */
function formOnly(content: Element): void {
  const form = content.querySelector('form');
  if (form) content.replaceChildren(form);
}

/** Posts the subscription form and shows the outcome in the dialog. */
function enhance(form: HTMLFormElement, body: HTMLElement, signal: AbortSignal): void {
  const email = form.querySelector<HTMLInputElement>('input[name="Email"]');
  const error = form.querySelector<HTMLElement>('.field-validation-error');
  form.addEventListener(
    'submit',
    async (event) => {
      event.preventDefault();
      if (!form.reportValidity()) return;
      const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
      button?.setAttribute('aria-busy', 'true');
      if (button) button.disabled = true;
      const data = new URLSearchParams();
      for (const [key, value] of new FormData(form)) if (typeof value === 'string') data.append(key, value);
      const outcome = await request('POST', form.action, { body: data, signal });
      button?.removeAttribute('aria-busy');
      if (button) button.disabled = false;
      if (outcome.kind === 'aborted') return;
      if (outcome.kind === 'failed') {
        const message =
          outcome.error instanceof HttpError && outcome.error.status === 400
            ? answerMessage(outcome.error.body)
            : undefined;
        if (message && error) {
          error.textContent = message;
          email?.setAttribute('aria-invalid', 'true');
          email?.focus();
        } else reportFailure(outcome.error);
        return;
      }
      const said = answerMessage(outcome.data);
      // The answer says what was done; without its words the form stays and the error modal says it failed.
      if (!said)
        return reportFailure(new BadAnswerError(200, 'POST', outcome.url, 'the answer has no Message'));
      const success = document.createElement('p');
      success.className = 'stock-notification__success';
      // Focused: read at once, where the form was.
      success.tabIndex = -1;
      success.textContent = said;
      body.replaceChildren(success);
      success.focus();
    },
    { signal },
  );
}

/** Opens the back-in-stock subscription form in a modal and posts it without leaving the page. */
export default defineWidget({
  name: 'stock-notification',
  strategy: 'idle',
  options: {},
  mount(el, _options, { signal }) {
    const open = async (link: HTMLAnchorElement) => {
      const fragment = await loadFragment({
        url: link.href,
        signal,
        busy: link,
        needs: 'form',
        prepare: formOnly,
        returnUrl: link.href,
      });
      if (!fragment) return;
      const handle = showFragment(fragment, {
        title: fragment.title || link.textContent?.trim() || '',
        className: 'stock-notification-modal',
        size: 'small',
      });
      const form = handle.body.querySelector('form')!;
      const dialogSignal = AbortSignal.any([signal, closedSignal(handle.closed)]);
      enhance(form, handle.body, dialogSignal);
    };
    return linkOpensDialog(el, 'stock-notification', (link) => void open(link), signal);
  },
});

function closedSignal(closed: Promise<void>): AbortSignal {
  const controller = new AbortController();
  void closed.then(() => controller.abort());
  return controller.signal;
}
