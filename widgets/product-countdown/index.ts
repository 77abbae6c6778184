import { defineWidget, loadStrings, option, t } from '../../src/index.ts';
import { remaining } from './countdown.ts';

export default defineWidget({
  name: 'product-countdown',
  strategy: 'visible',
  options: {
    /** The end of the offer (ISO date); default: the element's `data-end-date`, else its `<time datetime>`. */
    endDate: option.string(''),
  },
  async mount(el, options) {
    const iso = options.endDate || el.querySelector('time')?.dateTime || '';
    const end = Date.parse(iso);
    if (Number.isNaN(end)) throw new Error(`product-countdown: data-end-date "${iso}" is not a date`);
    await loadStrings();
    const timer = document.createElement('span');
    timer.className = 'countdown';
    timer.setAttribute('role', 'timer');
    const label = document.createElement('span');
    label.className = 'countdown__label';
    label.textContent = `${t('Catalog.OfferEndsIn')} `;
    const value = document.createElement('span');
    value.className = 'countdown__value';
    timer.append(label, value);
    el.append(' ', timer);
    // Only an offer that ends while the page is open reloads it; one already over never loops.
    const runningAtMount = remaining(end, Date.now()) !== null;
    let interval: ReturnType<typeof setInterval> | undefined;
    const tick = () => {
      const left = remaining(end, Date.now());
      if (left) {
        value.textContent = t('Catalog.Countdown', { ...left });
        return;
      }
      value.textContent = t('Catalog.Countdown', { days: 0, hours: 0, minutes: 0, seconds: 0 });
      clearInterval(interval);
      if (runningAtMount) location.reload();
    };
    tick();
    interval = setInterval(tick, 1000);
    return () => {
      clearInterval(interval);
      timer.remove();
    };
  },
});
