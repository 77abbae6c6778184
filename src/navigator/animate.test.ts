import { animate, DEFAULT_TIMING } from './animate.ts';

describe('page animation timing', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.className = '';
  });

  it('waits 10 ms out and 10 ms in by default, and never more than 1 s for a running animation', () => {
    expect(DEFAULT_TIMING).toEqual({ out: 10, in: 10, cap: 1000 });
  });

  it('keeps the out-animation for its 10 ms, not less', async () => {
    vi.useFakeTimers();
    const region = document.createElement('main');
    document.body.append(region);
    let done = false;
    const out = animate('out', region, DEFAULT_TIMING, new AbortController().signal).then(() => {
      done = true;
    });
    expect(document.documentElement.classList.contains('page-leaving')).toBe(true);
    await vi.advanceTimersByTimeAsync(9);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await out;
    expect(done).toBe(true);
    region.remove();
  });
});
