import { equalto, notequalto } from './compare.ts';
import { staticContext } from './staticContext.ts';

describe('equalto', () => {
  it('passes when both fields match', () => {
    expect(equalto('s3cret', { other: 'Password' }, staticContext({ Password: 's3cret' }))).toBe(true);
  });
  it('fails when they differ', () => {
    expect(equalto('s3cret', { other: 'Password' }, staticContext({ Password: 'other' }))).toBe(false);
  });
  it('resolves *. to the field of the same prefix', () => {
    const ctx = staticContext(
      { 'Account.Password': 'a', Password: 'b' },
      { name: 'Account.ConfirmPassword' },
    );
    expect(equalto('a', { other: '*.Password' }, ctx)).toBe(true);
  });
  it('resolves *. without a prefix to the bare name', () => {
    const ctx = staticContext({ Password: 'b' }, { name: 'ConfirmPassword' });
    expect(equalto('b', { other: '*.Password' }, ctx)).toBe(true);
  });
  it('passes on an empty value', () =>
    expect(equalto('', { other: 'Password' }, staticContext())).toBe(true));
});

describe('notequalto', () => {
  const values = staticContext({ Email: 'jane@example.com', Login: 'jane' });
  it('passes when the value differs from every listed field', () => {
    expect(notequalto('pa55word', { otherproperties: 'Email, Login' }, values)).toBe(true);
  });
  it('fails when the value equals one listed field', () => {
    expect(notequalto('jane', { otherproperties: 'Email,Login' }, values)).toBe(false);
  });
  it('reads the other param too', () => expect(notequalto('jane', { other: 'Login' }, values)).toBe(false));
  it('ignores a missing listed field', () =>
    expect(notequalto('jane', { other: 'Nope' }, values)).toBe(true));
  it('passes on an empty value', () => expect(notequalto('', { other: 'Login' }, values)).toBe(true));
});
