import { Countdown, defineWidget, loadStrings, option, t } from '../../src/index.ts';

/** The timer's slots, appended after the server's text: `<span role="timer">label value</span>`. */
function createTimer(): { timer: HTMLElement; value: HTMLElement } {
  const timer = document.createElement('span');
  timer.className = 'countdown';
  timer.setAttribute('role', 'timer');
  const label = document.createElement('span');
  label.className = 'countdown__label';
  label.textContent = `${t('Catalog.OfferEndsIn')} `;
  const value = document.createElement('span');
  value.className = 'countdown__value';
  timer.append(label, value);
  return { timer, value };
}

export default defineWidget({
  name: 'product-countdown',
  strategy: 'visible',
  options: {
    /** The end of the offer (ISO date); default: the element's `data-end-date`, else its `<time datetime>`. */
    endDate: option.string(''),
  },
  async mount(el, options, { signal }) {
    const iso = options.endDate || el.querySelector('time')?.dateTime || '';
    const end = Date.parse(iso);
    if (Number.isNaN(end)) throw new Error(`product-countdown: data-end-date "${iso}" is not a date`);
    await loadStrings();
    if (signal.aborted) return undefined;
    const { timer, value } = createTimer();
    el.append(' ', timer);
    const clock = new Countdown({
      end,
      render: ({ days, hours, minutes, seconds }) => {
        value.textContent = t('Catalog.Countdown', { days, hours, minutes, seconds });
      },
      // Only an offer that ends while the page is open reloads it.
      onEnd: () => location.reload(),
    });
    clock.start();
    return () => {
      clock.stop();
      timer.remove();
    };
  },
});
