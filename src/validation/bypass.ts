const resubmitting = new WeakSet<HTMLFormElement>();

/**
 * True when this submit must not be validated: the submitter opts out (`formnovalidate` or class
 * `cancel`, as jquery.validate), or it is the re-submit of a form the engine already found valid
 * (the mark is consumed).
 */
export function skipsValidation(form: HTMLFormElement, submitter: HTMLElement | null): boolean {
  if (submitter?.hasAttribute('formnovalidate') || submitter?.classList.contains('cancel')) return true;
  return resubmitting.delete(form);
}

/**
 * Submits a form again after asynchronous validation, with the same submitter so its name and
 * value are sent, marked so the next submit event passes through.
 */
export function resubmit(form: HTMLFormElement, submitter: HTMLElement | null): void {
  if (!form.isConnected) return;
  resubmitting.add(form);
  try {
    const button = submitter as HTMLButtonElement | HTMLInputElement | null;
    if (button && button.form === form) form.requestSubmit(button);
    else form.requestSubmit();
  } catch {
    form.requestSubmit();
  }
}
