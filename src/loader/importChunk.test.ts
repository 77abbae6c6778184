import { failedModule, importChunk } from './importChunk.ts';

const failed = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

describe('importChunk', () => {
  it('reads the chunk a failed import names, to ask for it again at a new address', () => {
    const chunk = `${location.origin}/dist/chunks/AB12.js`;
    expect(failedModule(failed(chunk))).toBe(chunk);
  });

  it('retries the import itself when the error names no module', () => {
    expect(failedModule(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(failedModule(new Error('offline'))).toBeUndefined();
  });

  it('retries once, and gives up after a second failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('chunk');
    await expect(importChunk('demo', load)).resolves.toBe('chunk');
    const broken = vi.fn().mockRejectedValue(new Error('offline'));
    await expect(importChunk('demo', broken)).rejects.toThrow('offline');
    expect(broken).toHaveBeenCalledTimes(2);
  });

  it('gives a chunk 120 s to arrive before the attempt counts as failed', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => new Promise<never>(() => {}));
    let outcome: unknown;
    importChunk('slow', load).catch((error: unknown) => {
      outcome = error;
    });
    await vi.advanceTimersByTimeAsync(119_999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    // The first attempt timed out: the chunk is asked once more, with 120 s again.
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(String(outcome)).toContain('slow');
    vi.useRealTimers();
  });
});
