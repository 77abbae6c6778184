import { keptOperation } from './keptOperation.ts';

describe('keptOperation', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives the kept operation back once, then nothing', () => {
    const kept = keptOperation<{ op: string }>('test-kept');
    kept.keep({ op: 'quantity' });
    expect(kept.take()).toEqual({ op: 'quantity' });
    expect(kept.take()).toBeUndefined();
  });

  it('drops an operation kept more than 15 minutes ago', () => {
    const kept = keptOperation<{ op: string }>('test-kept');
    kept.keep({ op: 'quantity' });
    expect(kept.take(Date.now() + 16 * 60 * 1000)).toBeUndefined();
  });

  it('does not give one page the operation kept on another', () => {
    const kept = keptOperation<{ op: string }>('test-kept');
    sessionStorage.setItem(
      'test-kept',
      JSON.stringify({ operation: { op: 'x' }, at: Date.now(), path: '/elsewhere' }),
    );
    expect(kept.take()).toBeUndefined();
  });
});
