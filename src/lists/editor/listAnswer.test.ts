import { HttpError } from '../../http/HttpError.ts';
import { NetworkError } from '../../http/NetworkError.ts';
import { confirmedQuantity, listFailureText, listSucceeded } from './listAnswer.ts';

const refused = (body: unknown, statusText = '') =>
  new HttpError(
    400,
    'POST',
    'https://shop.test/api/v1/x',
    new Response(null, { status: 400, statusText }),
    body,
  );

describe('a list answer', () => {
  it('fails with the answer’s Message, else with the generic error key', () => {
    expect(listFailureText(refused({ Message: 'Liste introuvable' }))).toBe('Liste introuvable');
    expect(listFailureText(refused({}))).toBe('Manager.UnknowsErrors');
    expect(listFailureText(new NetworkError('POST', 'https://shop.test/api/v1/x'))).toBe(
      'Manager.UnknowsErrors',
    );
  });

  it('never gives the HTTP status text, which is no words of the page’s language', () => {
    expect(listFailureText(refused({}, 'Internal Server Error'))).toBe('Manager.UnknowsErrors');
  });

  it('succeeds unless IsSuccessfull is false', () => {
    expect(listSucceeded({ IsSuccessfull: true })).toBe(true);
    expect(listSucceeded(null)).toBe(true);
    expect(listSucceeded({ IsSuccessfull: false })).toBe(false);
  });

  it('confirms the Quantity of an answer about this item only', () => {
    const answer = { IsSuccessfull: true, BirthListItemId: 5, Quantity: 4 };
    expect(confirmedQuantity(answer, 'BirthListItemId', 5)).toBe(4);
    expect(confirmedQuantity(answer, 'WishlistProductId', 5)).toBeUndefined();
    expect(confirmedQuantity({ ...answer, BirthListItemId: 6 }, 'BirthListItemId', 5)).toBeUndefined();
    expect(confirmedQuantity({ ...answer, IsSuccessfull: false }, 'BirthListItemId', 5)).toBeUndefined();
  });
});
