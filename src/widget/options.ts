/** How one `data-*` option is read: its kind, its default, and an optional check. */
export interface OptionSpec<T> {
  kind: 'string' | 'number' | 'boolean' | 'json';
  default: T;
  /** Extra check after parsing; a value that fails it is reported like a parse error. */
  check?(value: T): boolean;
}

export type OptionsSchema = Record<string, OptionSpec<unknown>>;

/**
 * The parsed options of a schema: `{ min: number, label: string, ... }`, each typed by its
 * default (an option written as a plain object, as integrators do, types the same as a builder's).
 */
export type OptionsOf<S extends OptionsSchema> = {
  [K in keyof S]: S[K] extends { default: infer T } ? T : never;
};

/** Option builders for `defineWidget({ options: { min: option.number(1) } })`. */
export const option = {
  string: (fallback = '', check?: (v: string) => boolean): OptionSpec<string> =>
    spec('string', fallback, check),
  number: (fallback = 0, check?: (v: number) => boolean): OptionSpec<number> =>
    spec('number', fallback, check),
  boolean: (fallback = false): OptionSpec<boolean> => spec('boolean', fallback),
  json: <T>(fallback: T, check?: (v: T) => boolean): OptionSpec<T> => spec('json', fallback, check),
};

function spec<T>(kind: OptionSpec<T>['kind'], fallback: T, check?: (v: T) => boolean): OptionSpec<T> {
  return check ? { kind, default: fallback, check } : { kind, default: fallback };
}

/** `pageSize` → `data-page-size`. */
export function attributeName(key: string): string {
  return `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

const BAD = Symbol('bad');

function parseValue(kind: OptionSpec<unknown>['kind'], raw: string): unknown {
  switch (kind) {
    case 'string':
      return raw;
    case 'number': {
      const n = raw.trim() === '' ? Number.NaN : Number(raw.trim().replace(',', '.'));
      return Number.isFinite(n) ? n : BAD;
    }
    case 'boolean': {
      const v = raw.trim().toLowerCase();
      if (v === '' || v === 'true' || v === '1' || v === 'yes') return true;
      if (v === 'false' || v === '0' || v === 'no') return false;
      return BAD;
    }
    case 'json':
      try {
        return JSON.parse(raw);
      } catch {
        return BAD;
      }
  }
}

/**
 * Reads a widget's options from the element's `data-*` attributes. A bad value is reported in a
 * console error naming the widget, the attribute and the element, and the default is used.
 */
export function parseOptions<S extends OptionsSchema>(widget: string, schema: S, el: Element): OptionsOf<S> {
  const out: Record<string, unknown> = {};
  for (const [key, optionSpec] of Object.entries(schema)) {
    const attr = attributeName(key);
    const raw = el.getAttribute(attr);
    if (raw === null) {
      out[key] = optionSpec.default;
      continue;
    }
    const value = parseValue(optionSpec.kind, raw);
    if (value === BAD || (optionSpec.check && !optionSpec.check(value))) {
      console.error(
        `[vitrine] widget "${widget}": bad ${optionSpec.kind} value ${JSON.stringify(raw)} in ${attr}; using the default ${JSON.stringify(optionSpec.default)}`,
        el,
      );
      out[key] = optionSpec.default;
    } else {
      out[key] = value;
    }
  }
  return out as OptionsOf<S>;
}
