import { resolveName } from './rules/staticContext.ts';

/** `data-val-<rule>-<param>` parameters that name other fields (custom and standard rules). */
const FIELD_PARAMS = /^data-val-[a-z]+-(dependentproperty|otherproperty|otherproperties|other)$/;

/**
 * True when a field's rules read the field called `name` (requiredif's dependentproperty,
 * requiredor's otherproperty, equalto's other, notequalto's other/otherproperties), `*.` prefixes
 * resolved against the field's own name.
 */
export function dependsOn(field: Element, name: string): boolean {
  if (!name) return false;
  const own = field.getAttribute('name') ?? '';
  for (const attr of field.attributes) {
    if (!FIELD_PARAMS.test(attr.name)) continue;
    const names = attr.value.split(',').map((n) => resolveName(n.trim(), own));
    if (names.includes(name)) return true;
  }
  return false;
}
