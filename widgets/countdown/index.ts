import { Countdown, defineWidget, option, pad } from '../../src/index.ts';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

export default defineWidget({
  name: 'countdown',
  strategy: 'visible',
  options: {
    /** The end date and time (the model's EndDatetime), ISO 8601 with offset. Required. */
    end: option.string('', (v) => !Number.isNaN(Date.parse(v))),
    /**
     * Name of a window event dispatched when the end is reached (detail `{ element, end }`); when
     * empty (default) the page reloads instead.
     */
    endEvent: option.string(''),
  },
  mount(el, { end, endEvent }) {
    const endMs = Date.parse(end);
    if (Number.isNaN(endMs)) throw new Error('countdown needs a valid data-end');
    const slots = UNITS.map(
      (unit) => [unit, el.querySelector<HTMLElement>(`[data-countdown-${unit}]`)] as const,
    );
    const clock = new Countdown({
      end: endMs,
      render(left) {
        for (const [unit, slot] of slots) {
          if (slot) slot.textContent = unit === 'days' ? String(left[unit]) : pad(left[unit]);
        }
      },
      onEnd() {
        if (endEvent) window.dispatchEvent(new CustomEvent(endEvent, { detail: { element: el, end } }));
        else location.reload();
      },
    });
    clock.start();
    return () => clock.stop();
  },
});
