import { BadAnswerError } from './BadAnswerError.ts';
import { HttpError } from './HttpError.ts';
import { isRefusal } from './isRefusal.ts';
import { NetworkError } from './NetworkError.ts';

describe('isRefusal', () => {
  it('is the shop refusing what was sent: 400, 409, 422', () => {
    for (const status of [400, 409, 422])
      expect(isRefusal(new HttpError(status, 'PUT', '/x', undefined))).toBe(true);
  });

  it('is no refusal when nothing said no to what was sent: a 401, a 404, a 5xx, no answer, a bad answer', () => {
    for (const status of [401, 404, 500, 503])
      expect(isRefusal(new HttpError(status, 'PUT', '/x', undefined))).toBe(false);
    expect(isRefusal(new NetworkError('PUT', '/x'))).toBe(false);
    expect(isRefusal(new BadAnswerError(200, 'PUT', '/x', 'no cart'))).toBe(false);
  });
});
