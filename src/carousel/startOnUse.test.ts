import { AUTOPLAY_LEAD, autoplayLoadDelay, startOnUse } from './startOnUse.ts';

function carousel(): HTMLElement {
  const root = document.createElement('section');
  root.dataset.widget = 'brand-carousel';
  root.innerHTML =
    '<div data-carousel-viewport><ul data-carousel-track><li><a href="#a">a</a></li></ul></div>';
  document.body.append(root);
  return root;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a carousel started on use', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('loads for its first automatic turn 2 s ahead, at once for shorter durations', () => {
    expect(AUTOPLAY_LEAD).toBe(2000);
    expect(autoplayLoadDelay(6000, false)).toBe(4000);
    expect(autoplayLoadDelay(2000, false)).toBe(0);
  });

  it('never loads by itself without autoplay or under reduced motion', () => {
    expect(autoplayLoadDelay(0, false)).toBeUndefined();
    expect(autoplayLoadDelay(6000, true)).toBeUndefined();
  });

  it('starts once, on the first pointer, touch or focus inside it', async () => {
    const root = carousel();
    const start = vi.fn(async () => undefined);
    startOnUse({ root, duration: 0, signal: new AbortController().signal, start });
    await flush();
    expect(start).not.toHaveBeenCalled();
    root.dispatchEvent(new Event('pointerenter'));
    root.querySelector('a')?.focus();
    root.dispatchEvent(new Event('touchstart'));
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when focus is already inside', async () => {
    const root = carousel();
    root.querySelector('a')?.focus();
    const start = vi.fn(async () => undefined);
    startOnUse({ root, duration: 0, signal: new AbortController().signal, start });
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('with autoplay, starts by itself in time for the first turn', async () => {
    vi.useFakeTimers();
    const root = carousel();
    const start = vi.fn(async (_firstTurn: number) => undefined);
    startOnUse({ root, duration: 6000, signal: new AbortController().signal, start });
    await vi.advanceTimersByTimeAsync(3900);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(start).toHaveBeenCalledTimes(1);
    const firstTurn = start.mock.calls[0]?.[0] ?? 0;
    expect(firstTurn).toBeGreaterThan(1800);
    expect(firstTurn).toBeLessThanOrEqual(2000);
  });

  it('never starts once unmounted, and tears down what it started', async () => {
    const unused = carousel();
    const never = vi.fn(async () => undefined);
    const aborted = new AbortController();
    const stopUnused = startOnUse({ root: unused, duration: 2000, signal: aborted.signal, start: never });
    aborted.abort();
    stopUnused();
    unused.dispatchEvent(new Event('pointerenter'));
    await flush();
    expect(never).not.toHaveBeenCalled();

    const used = carousel();
    const teardown = vi.fn();
    const stop = startOnUse({
      root: used,
      duration: 0,
      signal: new AbortController().signal,
      start: async () => teardown,
    });
    used.dispatchEvent(new Event('pointerdown'));
    await flush();
    stop();
    expect(teardown).toHaveBeenCalledTimes(1);
  });

  it('refuses markup without a viewport', () => {
    const root = document.createElement('section');
    expect(() =>
      startOnUse({ root, duration: 0, signal: new AbortController().signal, start: async () => undefined }),
    ).toThrow('needs [data-carousel-viewport]');
  });
});
