import { skipsValidation } from '../bypass.ts';
import { markAllFilled, markFilled } from '../filled.ts';
import { isFormField } from '../isFormField.ts';
import { dependsOn } from './dependsOn.ts';
import { awaitsFallbackTexts, submitWhenValid } from './fallbackTexts.ts';
import { validateField, validateForm, validationTarget, wasSubmitted } from './form.ts';
import { hasFieldError } from './messages.ts';

/** The field events that may revalidate. */
export type FieldEventType = 'input' | 'change' | 'focusout';

/**
 * Revalidates a field as the customer corrects it ("eager after the first error"): on input or
 * change while it shows an error, and on change or blur once its form had a submit attempt.
 * After a submit attempt, a change also rechecks the other fields showing an error, as they may
 * depend on this one, and the fields whose rules name this one (requiredif, requiredor, equalto,
 * notequalto), so ticking "company" shows the VAT number's message at once.
 */
export function revalidate(field: EventTarget | null, type: FieldEventType): void {
  if (!isFormField(field)) return;
  const target = validationTarget(field);
  const submitted = wasSubmitted(field.form);
  if (target) {
    const invalid = hasFieldError(target);
    const due = type === 'input' ? invalid : type === 'change' ? invalid || submitted : submitted;
    if (due) validateField(target);
  }
  if (!field.form || !submitted || type === 'input') return;
  for (const other of field.form.elements) {
    if (other === target || !isFormField(other) || other.getAttribute('data-val') !== 'true') continue;
    if (hasFieldError(other) || dependsOn(other, field.name)) validateField(other);
  }
}

/**
 * Validates a form on submit; an invalid one is cancelled before any other submit listener
 * (the navigator's ajax-form handler included) sees it. A form with a rule whose message is left to
 * the bundle, submitted before the strings are ready, is held until they are (`fallbackTexts.ts`).
 * @returns true when the submit may go on.
 */
export function guardSubmit(event: Event, form: HTMLFormElement): boolean {
  const submitter = (event as SubmitEvent).submitter ?? null;
  if (skipsValidation(form, submitter)) return true;
  const held = awaitsFallbackTexts(form);
  if (!held && validateForm(form)) return true;
  event.preventDefault();
  event.stopImmediatePropagation();
  // A rule's message left to the bundle: validated once the strings are there, to show it in words.
  if (held) void submitWhenValid(form, submitter);
  return false;
}

/**
 * Validates one form with listeners on the form itself, for a form the document-level observer
 * does not see (or in tests). Marks its fields `filled` now and as they change.
 * @returns a function that removes the listeners.
 */
export function attachValidation(form: HTMLFormElement): () => void {
  form.noValidate = true;
  markAllFilled(form);
  const onSubmit = (event: Event) => void guardSubmit(event, form);
  const onField = (event: Event) => {
    if (event.type !== 'focusout') markFilled(event.target);
    revalidate(event.target, event.type as FieldEventType);
  };
  const types: FieldEventType[] = ['input', 'change', 'focusout'];
  form.addEventListener('submit', onSubmit);
  for (const type of types) form.addEventListener(type, onField);
  return () => {
    for (const type of types) form.removeEventListener(type, onField);
    form.removeEventListener('submit', onSubmit);
  };
}
