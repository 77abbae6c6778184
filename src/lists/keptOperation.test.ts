import { handleFailures } from '../http/errorPolicy.ts';
import { HttpError } from '../http/HttpError.ts';
import type { Outcome } from '../http/request.ts';
import { keptOperation } from './keptOperation.ts';

const failed = (status: number): Outcome<unknown> => ({
  kind: 'failed',
  error: new HttpError(status, 'POST', 'https://shop.test/api/v1/x', undefined),
});

describe('keptOperation', () => {
  beforeEach(() => {
    sessionStorage.clear();
    history.replaceState(null, '', '/fr/catalog/wishlist/list');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

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
    kept.keep({ op: 'x' });
    history.replaceState(null, '', '/elsewhere');
    expect(kept.take()).toBeUndefined();
    history.replaceState(null, '', '/fr/catalog/wishlist/list');
    expect(kept.take()).toEqual({ op: 'x' });
  });

  it('keeps a call that met a 401 and opens the login', async () => {
    const shown: string[] = [];
    const uninstall = handleFailures((action) => shown.push(action));
    const kept = keptOperation<{ op: string }>('test-kept');
    const outcome = await kept.call({ op: 'deleteList' }, async () => failed(401));
    uninstall();
    expect(outcome).toEqual({ kind: 'login' });
    expect(shown).toEqual(['login']);
    expect(kept.take()).toEqual({ op: 'deleteList' });
  });

  it('gives any other failure back as it is, keeping nothing', async () => {
    const shown: string[] = [];
    const uninstall = handleFailures((action) => shown.push(action));
    const kept = keptOperation<{ op: string }>('test-kept');
    const outcome = await kept.call({ op: 'deleteList' }, async () => failed(500));
    uninstall();
    expect(outcome.kind).toBe('failed');
    expect(shown).toEqual([]);
    expect(kept.take()).toBeUndefined();
  });
});
