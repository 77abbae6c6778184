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
    const full: Storage = {
      length: 0,
      clear: () => {},
      getItem: () => null,
      key: () => null,
      removeItem: () => {},
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    vi.spyOn(window, 'sessionStorage', 'get').mockReturnValue(full);
    expect(() => kept().keep({ variant: 7, quantity: 2 })).not.toThrow();
    expect(kept().take(7)).toBeUndefined();
  });
});
