import { type FormField, isFormField } from '../isFormField.ts';
import type { FieldKind } from '../types.ts';

export type { FormField };

/** Where fields are looked up by name: their form, or the document for a field outside any form. */
export type FieldScope = HTMLFormElement | Document;

/** The scope a field's names resolve in. */
export function scopeOf(field: FormField): FieldScope {
  return field.form ?? field.ownerDocument;
}

/** The fields named `name` in a scope, in document order. */
export function namedFields(scope: FieldScope, name: string): FormField[] {
  const candidates =
    'elements' in scope ? [...scope.elements] : [...scope.querySelectorAll('input, select, textarea')];
  return candidates.filter((el): el is FormField => isFormField(el) && el.name === name);
}

/** The kind of a field, for the required family. */
export function kindOf(field: FormField): FieldKind {
  if (field.tagName === 'SELECT') return 'select';
  if (field.type === 'checkbox' || field.type === 'radio') return field.type;
  return 'text';
}

/** The checkables of a field's group (ASP.NET pairs a checkbox with a hidden input of the same name). */
function checkables(fields: FormField[]): HTMLInputElement[] {
  return fields.filter((f): f is HTMLInputElement => f.type === 'checkbox' || f.type === 'radio');
}

/** The value a rule sees for a field and whether its checkable group has a checked member. */
export function readOwn(field: FormField): { value: string; checked: boolean } {
  const kind = kindOf(field);
  if (kind === 'checkbox' || kind === 'radio') {
    const group = field.name
      ? checkables(namedFields(scopeOf(field), field.name))
      : [field as HTMLInputElement];
    const checked = group.filter((box) => box.checked).map((box) => box.value);
    return { value: checked.join(','), checked: checked.length > 0 };
  }
  if (field.tagName === 'SELECT' && (field as HTMLSelectElement).multiple) {
    const values = [...(field as HTMLSelectElement).selectedOptions].map((option) => option.value);
    return { value: values.join(','), checked: false };
  }
  // jquery.validate counts a textarea's line breaks as one character, like the server does.
  return { value: field.value.replace(/\r/g, ''), checked: false };
}

/**
 * The value of the fields named `name` as another rule sees it: a single checkbox reads
 * 'true'/'false', a radio or checkbox group its checked values, anything else its value.
 */
export function readOther(scope: FieldScope, name: string): string | undefined {
  const fields = namedFields(scope, name);
  const first = fields[0];
  if (!first) return undefined;
  const boxes = checkables(fields);
  const single = boxes[0];
  if (single && boxes.length === 1 && single.type === 'checkbox') return String(single.checked);
  return readOwn(single ?? first).value;
}

/** True when the fields named `name` are filled: one checked checkable, or a non-blank value. */
export function isFilled(scope: FieldScope, name: string): boolean {
  const fields = namedFields(scope, name);
  const boxes = checkables(fields);
  if (boxes.length > 0) return boxes.some((box) => box.checked);
  return (fields[0]?.value.trim() ?? '') !== '';
}

/** True when a field is skipped, as jquery.validate's default `ignore: ':hidden'` and disabled do. */
export function isIgnored(field: FormField): boolean {
  if (field.disabled || field.closest('fieldset[disabled], [inert]')) return true;
  if (field.type === 'hidden' || field.closest('[hidden]')) return true;
  return typeof field.checkVisibility === 'function' && !field.checkVisibility();
}
