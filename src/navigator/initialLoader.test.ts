import { fadeInitialLoader } from './initialLoader.ts';

describe('fadeInitialLoader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fades the loader after 500 ms and hides it 500 ms later', () => {
    document.body.innerHTML = '<div data-page-loader></div>';
    const loader = document.querySelector<HTMLElement>('[data-page-loader]')!;
    fadeInitialLoader();
    vi.advanceTimersByTime(499);
    expect(loader.classList.contains('is-fading')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(loader.classList.contains('is-fading')).toBe(true);
    vi.advanceTimersByTime(499);
    expect(loader.hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(loader.hidden).toBe(true);
  });

  it('does nothing once cancelled', () => {
    document.body.innerHTML = '<div class="page-loader"></div>';
    fadeInitialLoader()();
    vi.advanceTimersByTime(2000);
    expect(document.querySelector<HTMLElement>('.page-loader')!.hidden).toBe(false);
  });
});
