import { installBuiltins } from './engine/rules/builtins.ts';
import { staticContext } from './engine/rules/staticContext.ts';
import { addRule, ruleEntries } from './ruleRegistry.ts';

/** The registered rule of that (lower-case) name. */
const getRule = (name: string) => ruleEntries().find((rule) => rule.name === name);

describe('rule registry', () => {
  it('registers a custom rule under a lower-case name', () => {
    addRule('PostCode', (value) => /^\d{4}$/.test(value));
    expect(getRule('postcode')?.test('1000', {}, staticContext())).toBe(true);
    expect(getRule('postcode')?.fallback).toBe('Core.FieldInvalid');
  });
  it('rejects a name that cannot be a data-val attribute', () => {
    expect(() => addRule('post-code', () => true)).toThrow(/letters and digits/);
  });
  it('keeps a custom rule registered before the built-ins', () => {
    const custom = () => true;
    addRule('email', custom);
    installBuiltins();
    expect(getRule('email')?.test).toBe(custom);
  });
  it('orders the required family first', () => {
    installBuiltins();
    const names = ruleEntries().map((rule) => rule.name);
    expect(names.slice(0, 5).sort()).toEqual([
      'enforcetrue',
      'mandatory',
      'required',
      'requiredif',
      'requiredor',
    ]);
    expect(getRule('required')?.fallback).toBe('Core.FieldRequired');
  });
});
