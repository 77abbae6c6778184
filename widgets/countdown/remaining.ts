/** Time left until an end date, split for display. */
export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the end is reached. */
  done: boolean;
}

/** The time left from `now` to `end` (ms since epoch), whole seconds rounded up; zeros once reached. */
export function remaining(end: number, now: number): Remaining {
  const total = Math.max(0, Math.ceil((end - now) / 1000));
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
