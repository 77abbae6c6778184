import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './Countdown.ts';
import type { Remaining } from './remaining.ts';

describe('Countdown', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  function countdown(end: number) {
    const shown: Remaining[] = [];
    const onEnd = vi.fn();
    const clock = new Countdown({ end, render: (left) => shown.push(left), onEnd });
    return { clock, shown, onEnd };
  }

  it('shows the time left at once and every second, then ends once', () => {
    const { clock, shown, onEnd } = countdown(2500);
    clock.start();
    expect(shown.map((left) => left.seconds)).toEqual([3]);
    vi.advanceTimersByTime(2000);
    expect(shown.map((left) => left.seconds)).toEqual([3, 2, 1]);
    expect(onEnd).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(shown.at(-1)?.done).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('shows zeros and never ends when the end was already past at start', () => {
    const { clock, shown, onEnd } = countdown(-1);
    clock.start();
    vi.advanceTimersByTime(5000);
    expect(shown).toHaveLength(1);
    expect(shown[0]?.done).toBe(true);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('ticks once per second however often it is started', () => {
    const { clock, shown } = countdown(10_000);
    clock.start();
    clock.start();
    vi.advanceTimersByTime(1000);
    expect(shown).toHaveLength(2);
  });

  it('stops ticking and never ends once stopped', () => {
    const { clock, shown, onEnd } = countdown(2000);
    clock.start();
    clock.stop();
    clock.stop();
    vi.advanceTimersByTime(5000);
    expect(shown).toHaveLength(1);
    expect(onEnd).not.toHaveBeenCalled();
  });
});
