import type { Rule } from '../../types.ts';

const compiled = new Map<string, RegExp | null>();

function compile(pattern: string): RegExp | null {
  if (!compiled.has(pattern)) {
    try {
      compiled.set(pattern, new RegExp(pattern));
    } catch (error) {
      console.error(
        `[vitrine] validation: data-val-regex-pattern "${pattern}" is not a valid pattern`,
        error,
      );
      compiled.set(pattern, null);
    }
  }
  return compiled.get(pattern) ?? null;
}

/**
 * `regex`: `pattern` must match the whole value (the match starts at 0 and spans the value, as
 * both unobtrusive and the server's RegularExpressionAttribute check). A broken pattern logs and
 * passes: the server still validates.
 */
export const regex: Rule = (value, params) => {
  if (value === '' || !params.pattern) return true;
  const re = compile(params.pattern);
  if (!re) return true;
  const match = re.exec(value);
  return match !== null && match.index === 0 && match[0].length === value.length;
};

const LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
const EMAIL = new RegExp(`^[a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]+@${LABEL}(?:\\.${LABEL})*$`);

/**
 * `email`: the trimmed value matches the WHATWG pattern (jquery.validate's): a local part, `@`,
 * and domain labels of 1 to 63 letters, digits or inner hyphens.
 */
export const email: Rule = (value) => {
  const trimmed = value.trim();
  return trimmed === '' || EMAIL.test(trimmed);
};
