import { loadVisitCode } from './loadVisitCode.ts';
import type { WidgetHost } from './swap.ts';

/** What the form submissions need from the UI (the page shell) and the navigator. */
export interface FormsDelegate {
  /** Asks the customer a form's `data-ajax-confirm` question; resolves true to send. */
  confirm(question: string): Promise<boolean>;
  /** Puts a submit button in its loading state; returns the reset. */
  showLoading(button: HTMLButtonElement | HTMLInputElement): () => void;
  /** Visits the page the login form landed on. */
  navigate(url: string, options?: { session?: boolean }): Promise<unknown>;
}

/**
 * Takes the submits of `data-ajax="true"` forms and of the 401 login modal's form (bubble phase on
 * the document, so validation's capture-phase listener blocks an invalid form first). The submit
 * code comes with the visit code (`loadVisitCode`).
 */
export class AjaxForms {
  private started = false;

  constructor(
    private readonly widgets: WidgetHost,
    private readonly delegate: FormsDelegate,
  ) {}

  /** Starts listening. Safe to call twice. */
  start(): void {
    if (this.started) return;
    this.started = true;
    document.addEventListener('submit', this.onSubmit);
  }

  /** Stops listening. Safe to call twice. */
  stop(): void {
    if (!this.started) return;
    this.started = false;
    document.removeEventListener('submit', this.onSubmit);
  }

  /** Asked before a form is taken: true for ajax forms and the login modal's form. */
  willSubmit(form: HTMLFormElement): boolean {
    return form.getAttribute('data-ajax') === 'true' || form.closest('dialog.login-modal') !== null;
  }

  /** Told to submit a form it accepted. */
  async submit(form: HTMLFormElement, submitter: HTMLElement | null): Promise<void> {
    const { submitAjaxForm, submitLoginForm } = await loadVisitCode();
    if (form.getAttribute('data-ajax') !== 'true') await submitLoginForm(form, submitter, this.delegate);
    else await submitAjaxForm(form, submitter, this.widgets, this.delegate);
  }

  private readonly onSubmit = (event: SubmitEvent): void => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !this.willSubmit(form)) return;
    event.preventDefault();
    void this.submit(form, event.submitter);
  };
}
