import { isFormField } from './isFormField.ts';

const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'checkbox', 'radio']);

/** Sets the class `filled` on a text-like field, select or textarea while its value is not empty. */
export function markFilled(target: EventTarget | null): void {
  if (!isFormField(target) || NOT_TYPED.has(target.type)) return;
  target.classList.toggle('filled', target.value !== '');
}

/** Marks every field under `root` (the document at start, new content after a page swap). */
export function markAllFilled(root: ParentNode): void {
  for (const field of root.querySelectorAll('input, select, textarea')) markFilled(field);
}

/** True when a form has fields validated by the engine. */
export function hasValidation(form: HTMLFormElement): boolean {
  return form.querySelector('[data-val="true"]') !== null;
}

/**
 * Turns the browser's own constraint validation off on forms the engine validates (as
 * jquery.validate does), so native bubbles never pre-empt the server-rendered messages.
 */
export function disableNativeValidation(form: HTMLFormElement | null): void {
  if (form && !form.noValidate && hasValidation(form)) form.noValidate = true;
}
