import { email, regex } from './format.ts';
import { staticContext } from './staticContext.ts';

const ctx = staticContext();

describe('regex', () => {
  it('passes on a whole-value match', () => expect(regex('1000', { pattern: '\\d{4}' }, ctx)).toBe(true));
  it('fails on a partial match', () => expect(regex('10000', { pattern: '\\d{4}' }, ctx)).toBe(false));
  it('fails when the match does not start the value', () => {
    expect(regex('x1000', { pattern: '\\d{4}' }, ctx)).toBe(false);
  });
  it('passes on an empty value', () => expect(regex('', { pattern: '\\d{4}' }, ctx)).toBe(true));
  it('logs and passes on a broken pattern', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(regex('a', { pattern: '(' }, ctx)).toBe(true);
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('email', () => {
  it('accepts a standard address', () => expect(email('jane.doe+shop@example.co.uk', {}, ctx)).toBe(true));
  it('trims before checking', () => expect(email('  jane@example.com ', {}, ctx)).toBe(true));
  it('rejects an address without @', () => expect(email('jane.example.com', {}, ctx)).toBe(false));
  it('rejects spaces inside', () => expect(email('jane doe@example.com', {}, ctx)).toBe(false));
  it('rejects a label starting with a hyphen', () => expect(email('jane@-example.com', {}, ctx)).toBe(false));
  it('accepts a 63-character label', () => expect(email(`jane@${'a'.repeat(63)}.com`, {}, ctx)).toBe(true));
  it('email rejects a 64-character label', () => {
    expect(email(`jane@${'a'.repeat(64)}.com`, {}, ctx)).toBe(false);
  });
  it('passes on an empty value', () => expect(email('', {}, ctx)).toBe(true));
});
