import { type Remaining, remaining } from './remaining.ts';

/** Countdown tick: every second. */
export const TICK_MS = 1000;

export interface CountdownOptions {
  /** The end, ms since epoch. */
  end: number;
  /** Shows the time left; called at start and on every tick. */
  render(left: Remaining): void;
  /**
   * Runs once when the end is reached while the countdown runs (an end callback, else a page
   * reload). An end already past at `start()` never runs it, or a reload would loop forever.
   */
  onEnd(): void;
  /** Clock, for tests; default `Date.now`. */
  now?: () => number;
}

/**
 * The one countdown model (countdown and product-countdown): ticks every second until the end,
 * rounding as `remaining()` does, then stops and calls `onEnd`.
 */
export class Countdown {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running = false;

  constructor(private readonly options: CountdownOptions) {}

  /** Renders the time left and ticks until the end. Safe to call twice. */
  start(): void {
    if (this.running) return;
    this.running = true;
    if (this.render().done) return;
    this.timer = setInterval(() => this.tick(), TICK_MS);
  }

  /** Stops ticking; `onEnd` will not run. Safe to call twice. */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private render(): Remaining {
    const left = remaining(this.options.end, (this.options.now ?? Date.now)());
    this.options.render(left);
    return left;
  }

  private tick(): void {
    if (!this.render().done) return;
    this.stop();
    this.options.onEnd();
  }
}
