import { customerHits } from './customer.ts';

describe('the customer search answer', () => {
  it('keeps items with an Email and a CustomerId', () => {
    const hits = customerHits([{ Email: 'a@b.test', CustomerId: 7, Extra: 1 }]);
    expect(hits).toEqual([{ Email: 'a@b.test', CustomerId: 7, Extra: 1 }]);
  });

  it('drops anything else, and an answer that is not a list', () => {
    expect(
      customerHits([{ Email: 'a@b.test' }, { CustomerId: 3 }, null, { Email: 1, CustomerId: 2 }]),
    ).toEqual([]);
    expect(customerHits({ Message: 'no' })).toEqual([]);
  });
});
