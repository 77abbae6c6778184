import { declinedOf, isBusy, nextSubmitState, problemsOf, type SubmitState } from './submitState.ts';

const idle: SubmitState = { status: 'idle' };

describe('the checkout submit', () => {
  it('refuses a second submit while the first is being validated or placed', () => {
    const validating = nextSubmitState(idle, { type: 'submit' });
    expect(validating).toEqual({ status: 'validating' });
    expect(nextSubmitState(validating!, { type: 'submit' })).toBeNull();
    const placing = nextSubmitState(validating!, { type: 'valid' });
    expect(nextSubmitState(placing!, { type: 'submit' })).toBeNull();
  });

  it('accepts a new try after an invalid form or a failed call', () => {
    const invalid = nextSubmitState({ status: 'validating' }, { type: 'invalid', problems: [] });
    expect(nextSubmitState(invalid!, { type: 'submit' })).toEqual({ status: 'validating' });
    const failed = nextSubmitState({ status: 'paying', orderId: 1 }, { type: 'failed', message: 'refused' });
    expect(nextSubmitState(failed!, { type: 'submit' })).toEqual({ status: 'validating' });
  });

  it('goes to payment only for an order that needs one', () => {
    const placing: SubmitState = { status: 'placing' };
    expect(nextSubmitState(placing, { type: 'placed', orderId: 7, needsPayment: true, url: '/c' })).toEqual({
      status: 'paying',
      orderId: 7,
    });
    expect(nextSubmitState(placing, { type: 'placed', orderId: 7, needsPayment: false, url: '/c' })).toEqual({
      status: 'done',
      url: '/c',
    });
  });

  it('keeps a refused payment as the message the summary shows, until the next try', () => {
    const declined = nextSubmitState(
      { status: 'paying', orderId: 7 },
      { type: 'declined', message: 'Refusée.' },
    );
    expect(declinedOf(declined!)).toBe('Refusée.');
    expect(problemsOf(declined!)).toEqual([]);
    const retry = nextSubmitState(declined!, { type: 'submit' });
    expect(retry).toEqual({ status: 'validating' });
    expect(declinedOf(retry!)).toBe('');
  });

  it('never leaves a finished order while its confirmation comes', () => {
    expect(nextSubmitState({ status: 'done', url: '/c' }, { type: 'submit' })).toBeNull();
  });

  it('lets the customer place again when the confirmation did not come (the same order is answered)', () => {
    const stayed = nextSubmitState({ status: 'done', url: '/c' }, { type: 'stayed' });
    expect(stayed).toEqual({ status: 'idle' });
    expect(isBusy(stayed!)).toBe(false);
    expect(nextSubmitState({ status: 'placing' }, { type: 'stayed' })).toBeNull();
  });
});
