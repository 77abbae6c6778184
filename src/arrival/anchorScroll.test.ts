import { ANCHOR_DURATION_MS, scrollToAnchor } from './anchorScroll.ts';

describe('anchor scrolling', () => {
  afterEach(() => vi.useRealTimers());

  it('scrolls to a same-page anchor over 800 ms', async () => {
    expect(ANCHOR_DURATION_MS).toBe(800);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance', 'setTimeout'] });
    const target = document.createElement('h2');
    document.body.append(target);
    vi.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top: 2000 } as DOMRect);
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(10_000);
    const tops: number[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
      tops.push(options.top ?? 0);
    }) as typeof window.scrollTo);
    let landed = false;
    const scroll = scrollToAnchor(target).then(() => {
      landed = true;
    });
    await vi.advanceTimersByTimeAsync(400);
    expect(landed).toBe(false);
    expect(tops.at(-1)).toBeGreaterThan(0);
    expect(tops.at(-1)).toBeLessThan(1850);
    await vi.advanceTimersByTimeAsync(380);
    expect(landed).toBe(false);
    await vi.advanceTimersByTimeAsync(40);
    await scroll;
    expect(landed).toBe(true);
    // 150 px above the target.
    expect(tops.at(-1)).toBe(1850);
    target.remove();
  });
});
