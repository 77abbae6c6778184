import { announce } from '../../a11y/announce.ts';
import { type FormField, namedFields, scopeOf } from './fields.ts';

const ERROR = 'field-validation-error';
const VALID = 'field-validation-valid';
const INPUT_ERROR = 'input-validation-error';

/** The `[data-valmsg-for]` containers of a field, compared by attribute (no selector escaping). */
export function messageContainers(field: FormField): HTMLElement[] {
  if (!field.name) return [];
  const all = scopeOf(field).querySelectorAll<HTMLElement>('[data-valmsg-for]');
  return [...all].filter((el) => el.getAttribute('data-valmsg-for') === field.name);
}

function ensureId(el: HTMLElement, field: FormField): string {
  if (el.id) return el.id;
  const base = `${(field.id || field.name || 'field').replace(/[^\w-]/g, '_')}-error`;
  let id = base;
  for (let n = 2; el.ownerDocument.getElementById(id); n++) id = `${base}-${n}`;
  el.id = id;
  return id;
}

function setDescribedBy(target: FormField, ids: string[], add: boolean): void {
  const current = (target.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const next = add
    ? [...current, ...ids.filter((id) => !current.includes(id))]
    : current.filter((id) => !ids.includes(id));
  if (next.length > 0) target.setAttribute('aria-describedby', next.join(' '));
  else target.removeAttribute('aria-describedby');
}

/** The elements that carry the invalid state: the whole radio or checkbox group, or the field. */
function stateTargets(field: FormField): FormField[] {
  const checkable = field.type === 'radio' || field.type === 'checkbox';
  if (!checkable || !field.name) return [field];
  return namedFields(scopeOf(field), field.name).filter((f) => f.type === field.type);
}

/**
 * Shows `message` for a field: the `data-valmsg-for` spans switch to `field-validation-error`
 * and hold the text (unless `data-valmsg-replace="false"`), the field gets
 * `input-validation-error`, `aria-invalid="true"` and the spans' ids in `aria-describedby`.
 */
export function showFieldError(field: FormField, message: string): void {
  const containers = messageContainers(field);
  // A new error is said at once (a screen-reader user left the field and would not see it).
  if (!hasFieldError(field)) announce(message, 'errors');
  for (const container of containers) {
    container.classList.remove(VALID);
    container.classList.add(ERROR);
    if (container.getAttribute('data-valmsg-replace') !== 'false') container.textContent = message;
  }
  const ids = containers.map((container) => ensureId(container, field));
  for (const target of stateTargets(field)) {
    target.classList.add(INPUT_ERROR);
    target.setAttribute('aria-invalid', 'true');
    setDescribedBy(target, ids, true);
  }
}

/** Clears a field's message and invalid state, keeping any `aria-describedby` ids of others. */
export function clearFieldError(field: FormField): void {
  const containers = messageContainers(field);
  for (const container of containers) {
    container.classList.remove(ERROR);
    container.classList.add(VALID);
    if (container.getAttribute('data-valmsg-replace') !== 'false') container.textContent = '';
  }
  const ids = containers.map((container) => container.id).filter(Boolean);
  for (const target of stateTargets(field)) {
    target.classList.remove(INPUT_ERROR);
    target.removeAttribute('aria-invalid');
    setDescribedBy(target, ids, false);
  }
}

/** True while a field shows an error. */
export function hasFieldError(field: FormField): boolean {
  return field.classList.contains(INPUT_ERROR);
}
