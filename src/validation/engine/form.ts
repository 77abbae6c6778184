import { type FormField, isFormField } from '../isFormField.ts';
import { type FieldScope, isIgnored, namedFields, readOwn, scopeOf } from './fields.ts';
import { clearFieldError, showFieldError } from './messages.ts';
import { fieldContext, readRules } from './readRules.ts';
import { renderSummary } from './summary.ts';

/** Messages shown per field key, per scope, to keep the summary in step with per-field checks. */
const shown = new WeakMap<FieldScope, Map<FormField, string>>();
const submitted = new WeakSet<FieldScope>();

/**
 * The field that carries a name's rules: ASP.NET renders `data-val-*` on the first radio of a
 * group only, so a click on another radio validates the first. Undefined when nothing validates.
 */
export function validationTarget(field: FormField): FormField | undefined {
  if (field.getAttribute('data-val') === 'true') return field;
  if (!field.name) return undefined;
  return namedFields(scopeOf(field), field.name).find((f) => f.getAttribute('data-val') === 'true');
}

/** The first failing rule's message for a field, or undefined when it is valid or ignored. */
export function fieldError(field: FormField): string | undefined {
  if (isIgnored(field)) return undefined;
  const { value, checked } = readOwn(field);
  const ctx = fieldContext(field, checked);
  const empty = value.trim() === '' && !checked;
  for (const { rule, message, params } of readRules(field)) {
    if (empty && !rule.whenEmpty) continue;
    if (!rule.test(value, params, ctx)) return message;
  }
  return undefined;
}

function check(field: FormField): boolean {
  const scope = scopeOf(field);
  const messages = shown.get(scope) ?? new Map<FormField, string>();
  shown.set(scope, messages);
  const error = fieldError(field);
  if (error === undefined) {
    clearFieldError(field);
    messages.delete(field);
  } else {
    showFieldError(field, error);
    messages.set(field, error);
  }
  return error === undefined;
}

function refreshSummary(scope: FieldScope): void {
  const messages = shown.get(scope);
  const inOrder = [...(messages?.entries() ?? [])].filter(([field]) => field.isConnected);
  inOrder.sort(([a], [b]) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  renderSummary(
    scope,
    inOrder.map(([, message]) => message),
  );
}

/**
 * Validates one field (or the field that carries its group's rules) and updates its message,
 * classes and aria attributes; once the form was submitted, the summary follows too.
 * @returns true when the field is valid (or has no rules).
 */
export function validateField(field: FormField): boolean {
  const target = validationTarget(field);
  if (!target) return true;
  const valid = check(target);
  const scope = scopeOf(target);
  if (submitted.has(scope)) refreshSummary(scope);
  return valid;
}

/**
 * Validates every `[data-val="true"]` field of a form, updates messages, summary and aria
 * attributes, focuses the first invalid field and switches the form to per-field revalidation.
 * @returns true when the form is valid.
 */
export function validateForm(form: HTMLFormElement): boolean {
  submitted.add(form);
  shown.set(form, new Map());
  const fields = [...form.elements].filter(
    (el): el is FormField => isFormField(el) && el.getAttribute('data-val') === 'true',
  );
  const invalid = fields.filter((field) => !check(field));
  refreshSummary(form);
  invalid[0]?.focus();
  return invalid.length === 0;
}

/** True once a form went through `validateForm` (a submit attempt). */
export function wasSubmitted(form: HTMLFormElement | null): boolean {
  return form !== null && submitted.has(form);
}
