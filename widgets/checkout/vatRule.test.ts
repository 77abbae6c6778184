import { vatNeedsReload } from './vatRule.ts';

describe('the VAT reload rule', () => {
  it('reloads when a valid number becomes invalid or unverifiable', () => {
    expect(vatNeedsReload(true, false)).toBe(true);
    expect(vatNeedsReload(true, null)).toBe(true);
  });

  it('reloads when a new result is known (valid or invalid) and differs', () => {
    expect(vatNeedsReload(false, true)).toBe(true);
    expect(vatNeedsReload(undefined, true)).toBe(true);
    expect(vatNeedsReload(null, false)).toBe(true);
  });

  it('does not reload for the same result', () => {
    expect(vatNeedsReload(true, true)).toBe(false);
    expect(vatNeedsReload(false, false)).toBe(false);
  });

  it('does not reload when the service cannot tell and the number was not valid before', () => {
    expect(vatNeedsReload(false, null)).toBe(false);
    expect(vatNeedsReload(undefined, null)).toBe(false);
  });
});
