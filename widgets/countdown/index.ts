import type { OptionsOf, WidgetDefinition } from '../../src/index.ts';
import { pad, remaining } from './remaining.ts';

/** Countdown tick (spec: 1000 ms). */
export const TICK_MS = 1000;

const options = {
  /** The end date and time (the model's EndDatetime), ISO 8601 with offset. Required. */
  end: { kind: 'string', default: '', check: (v: string) => !Number.isNaN(Date.parse(v)) },
  /**
   * Name of a window event dispatched when the end is reached (detail `{ element, end }`); when
   * empty (default) the page reloads instead.
   */
  endEvent: { kind: 'string', default: '' },
} as const;

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

// Type-only imports from src/index.ts keep this chunk free of the shared React chunks.
const countdown: WidgetDefinition<typeof options> = {
  name: 'countdown',
  strategy: 'visible',
  options,
  mount(el, { end, endEvent }: OptionsOf<typeof options>) {
    const endMs = Date.parse(end);
    if (Number.isNaN(endMs)) throw new Error('countdown needs a valid data-end');
    const slots = UNITS.map(
      (unit) => [unit, el.querySelector<HTMLElement>(`[data-countdown-${unit}]`)] as const,
    );
    const render = () => {
      const left = remaining(endMs, Date.now());
      for (const [unit, slot] of slots) {
        if (slot) slot.textContent = unit === 'days' ? String(left[unit]) : pad(left[unit]);
      }
      return left.done;
    };
    // Already over when the page came: show zeros and stop, or a reload would loop forever.
    if (render()) return undefined;
    const timer = window.setInterval(() => {
      if (!render()) return;
      window.clearInterval(timer);
      if (endEvent) window.dispatchEvent(new CustomEvent(endEvent, { detail: { element: el, end } }));
      else location.reload();
    }, TICK_MS);
    return () => window.clearInterval(timer);
  },
};

export default countdown;
