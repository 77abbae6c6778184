/** Time left until an end date, split for display. */
export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the end is reached. */
  done: boolean;
}

/**
 * The time left from `now` to `end` (ms since epoch). The one rounding rule of every countdown:
 * whole seconds rounded up, so the display reads 00:00:00 exactly when the end is reached (the
 * offer runs "until EndDatetime"), never a second early; zeros and `done` at and after the end, and for
 * an end that is not a date.
 */
export function remaining(end: number, now: number): Remaining {
  const left = Math.ceil((end - now) / 1000);
  const total = Number.isFinite(left) ? Math.max(0, left) : 0;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    done: total === 0,
  };
}

/** Two digits for hours, minutes and seconds. */
export function pad(value: number): string {
  return String(value).padStart(2, '0');
}
