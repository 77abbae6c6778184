import { nextPayState, type PayState } from './payState.ts';

const submit = (valid: boolean) => ({ type: 'submit' as const, valid });

describe('make-payment form states', () => {
  it('checks validity before paying: an invalid form sends nothing', () => {
    expect(nextPayState({ kind: 'idle' }, submit(false))).toEqual({ kind: 'invalid' });
    expect(nextPayState({ kind: 'invalid' }, submit(true))).toEqual({ kind: 'paying' });
  });

  it('ignores a second submit while paying and once paid (one payment)', () => {
    const paying: PayState = { kind: 'paying' };
    expect(nextPayState(paying, submit(true))).toBe(paying);
    const paid: PayState = { kind: 'paid', pspReference: 'PSP1' };
    expect(nextPayState(paid, submit(true))).toBe(paid);
  });

  it('ends paying with the result: authorised is paid, refused and error are failed with their reason', () => {
    const paying: PayState = { kind: 'paying' };
    expect(
      nextPayState(paying, { type: 'result', result: { kind: 'authorised', pspReference: 'P' } }),
    ).toEqual({
      kind: 'paid',
      pspReference: 'P',
    });
    expect(nextPayState(paying, { type: 'result', result: { kind: 'refused', reason: 'No' } })).toEqual({
      kind: 'failed',
      reason: 'No',
    });
    expect(nextPayState(paying, { type: 'result', result: { kind: 'error', reason: 'Down' } })).toEqual({
      kind: 'failed',
      reason: 'Down',
    });
  });

  it('lets the customer try again after a failure', () => {
    expect(nextPayState({ kind: 'failed', reason: 'No' }, submit(true))).toEqual({ kind: 'paying' });
  });

  it('ignores a late result when not paying', () => {
    const idle: PayState = { kind: 'idle' };
    expect(nextPayState(idle, { type: 'result', result: { kind: 'authorised', pspReference: 'P' } })).toBe(
      idle,
    );
  });
});
