import type { FetchedPage, FetchPageOptions } from './fetchPage.ts';
import { PressRequests } from './PressRequests.ts';

const url = (path: string) => new URL(path, 'https://shop.example');

function started() {
  const signals: AbortSignal[] = [];
  const presses = new PressRequests((_url: URL, options: FetchPageOptions) => {
    signals.push(options.signal);
    return new Promise<FetchedPage>(() => {});
  });
  presses.start();
  return { presses, signals };
}

describe('PressRequests', () => {
  it('hands the pressed page to the visit of the same address', () => {
    const { presses, signals } = started();
    presses.press(url('/fr/catalog'), false);
    expect(presses.take(url('/fr/catalog'), false)?.href).toBe('https://shop.example/fr/catalog');
    expect(signals[0]?.aborted).toBe(false);
  });

  it('cancels the pressed page when the visit goes elsewhere or skips the cache', () => {
    const { presses, signals } = started();
    presses.press(url('/fr/catalog'), false);
    expect(presses.take(url('/fr/cart'), false)).toBeUndefined();
    presses.press(url('/fr/catalog'), false);
    expect(presses.take(url('/fr/catalog'), true)).toBeUndefined();
    expect(signals.map((s) => s.aborted)).toEqual([true, true]);
  });

  it('drops a press no click took within 2 s', () => {
    vi.useFakeTimers();
    const { presses, signals } = started();
    presses.press(url('/fr/catalog'), false);
    vi.advanceTimersByTime(2000);
    expect(signals[0]?.aborted).toBe(true);
    expect(presses.take(url('/fr/catalog'), false)).toBeUndefined();
    vi.useRealTimers();
  });

  it('cancels on stop, sends nothing while stopped, and stops twice safely', () => {
    const { presses, signals } = started();
    presses.press(url('/fr/catalog'), false);
    presses.stop();
    presses.stop();
    presses.press(url('/fr/cart'), false);
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(true);
  });

  it('keeps a hover request 10 s for its click, then drops it', () => {
    vi.useFakeTimers();
    const { presses, signals } = started();
    presses.hover(url('/fr/catalog'), false);
    vi.advanceTimersByTime(9000);
    expect(signals[0]?.aborted).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(signals[0]?.aborted).toBe(true);
    expect(presses.take(url('/fr/catalog'), false)).toBeUndefined();
    vi.useRealTimers();
  });

  it('keeps one early request in flight: hovering another link cancels the first', () => {
    const { presses, signals } = started();
    presses.hover(url('/fr/catalog'), false);
    presses.hover(url('/fr/news'), false);
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
    expect(presses.take(url('/fr/news'), false)?.href).toBe('https://shop.example/fr/news');
  });

  it('lets the press on a hovered link take the hover request instead of asking again', () => {
    const { presses, signals } = started();
    presses.hover(url('/fr/catalog'), false);
    presses.press(url('/fr/catalog'), false);
    expect(signals).toHaveLength(1);
    expect(presses.take(url('/fr/catalog'), false)).toBeDefined();
  });
});
