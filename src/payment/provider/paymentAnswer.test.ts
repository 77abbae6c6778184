import { stepOf } from './paymentAnswer.ts';

describe('payment answers', () => {
  it('reads Authorised with its reference as authorised', () => {
    expect(stepOf({ resultCode: 'Authorised', pspReference: 'PSP1' })).toEqual({
      kind: 'result',
      result: { kind: 'authorised', pspReference: 'PSP1' },
    });
  });

  it("reads Refused with a known reason as that reason's text, an unknown one as the generic refusal", () => {
    expect(stepOf({ resultCode: 'Refused', refusalReason: 'Not enough balance' })).toEqual({
      kind: 'result',
      result: { kind: 'refused', reason: 'Payment.NotEnoughBalance' },
    });
    expect(stepOf({ resultCode: 'Refused', refusalReason: 'FRAUD-42' })).toEqual({
      kind: 'result',
      result: { kind: 'refused', reason: 'Payment.Refused' },
    });
  });

  it('reads ChallengeShopper with an action as that action', () => {
    const action = { type: 'threeDS2', token: 't' };
    expect(stepOf({ resultCode: 'ChallengeShopper', action })).toEqual({ kind: 'action', action });
  });

  it('reads Error, an Authorised without reference, and a non-answer as errors', () => {
    for (const data of [{ resultCode: 'Error' }, { resultCode: 'Authorised' }, '<html>', null]) {
      expect(stepOf(data)).toEqual({ kind: 'result', result: { kind: 'error', reason: 'Payment.Error' } });
    }
  });
});
