import type { FieldKind, RuleContext } from '../../types.ts';

/**
 * Resolves the `*.` prefix convention of jquery.validate.unobtrusive: `*.Password` seen from the
 * field `Customer.ConfirmPassword` means `Customer.Password`. Other names are returned as they are.
 */
export function resolveName(name: string, fieldName: string): string {
  if (!name.startsWith('*.')) return name;
  const prefix = fieldName.slice(0, fieldName.lastIndexOf('.') + 1);
  return prefix + name.slice(2);
}

/** Options of `staticContext`: the validated field itself. */
export interface StaticField {
  readonly name?: string;
  readonly kind?: FieldKind;
  readonly checked?: boolean;
  readonly culture?: string;
}

/**
 * A rule context over plain values, for unit tests and for integrators who validate outside the
 * DOM. A boolean value stands for a checkbox: it reads `'true'`/`'false'` and is filled when true.
 */
export function staticContext(
  values: Readonly<Record<string, string | boolean>> = {},
  field: StaticField = {},
): RuleContext {
  const lookup = (name: string) => values[resolveName(name, field.name ?? '')];
  return {
    kind: field.kind ?? 'text',
    checked: field.checked ?? false,
    culture: field.culture ?? 'fr',
    value(name) {
      const found = lookup(name);
      return typeof found === 'boolean' ? String(found) : found;
    },
    filled(name) {
      const found = lookup(name);
      return typeof found === 'boolean' ? found : found !== undefined && found.trim() !== '';
    },
  };
}
