import { keptAdd } from './keptAdd.ts';

interface Add {
  variant: number;
  quantity: number;
}

describe('keptAdd', () => {
  beforeEach(() => sessionStorage.clear());
  const kept = () => keptAdd<Add>('test-add', (add) => add.variant);

  it('gives the add back once, for its variant only', () => {
    kept().keep({ variant: 7, quantity: 2 });
    expect(kept().take(8)).toBeUndefined();
    expect(kept().take(7)).toEqual({ variant: 7, quantity: 2 });
    expect(kept().take(7)).toBeUndefined();
  });

  it('drops an add kept more than 15 minutes ago', () => {
    kept().keep({ variant: 7, quantity: 2 });
    expect(kept().take(7, Date.now() + 16 * 60 * 1000)).toBeUndefined();
    expect(kept().take(7)).toBeUndefined();
  });

  it('keeps nothing and gives nothing when storage refuses', () => {
    vi.spyOn(sessionStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => kept().keep({ variant: 7, quantity: 2 })).not.toThrow();
    expect(kept().take(7)).toBeUndefined();
  });
});
