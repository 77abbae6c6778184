import { defineWidget, loadStrings, localeOf, option, parseDate, settings } from '../../src/index.ts';
import { DatePicker } from './DatePicker.ts';

const dateOrEmpty = (v: string) => v === '' || parseDate(v) !== undefined;

export default defineWidget({
  name: 'date-picker',
  strategy: 'visible',
  options: {
    /** Earliest choosable day, DD/MM/YYYY; default '' (none). */
    min: option.string('', dateOrEmpty),
    /** Latest choosable day, DD/MM/YYYY; default '' (none). */
    max: option.string('', dateOrEmpty),
    /** First day of the week, 0 Sunday … 6 Saturday; default 1 (Monday). */
    firstDay: option.number(1, (n) => Number.isInteger(n) && n >= 0 && n <= 6),
  },
  async mount(el, options, { signal }) {
    const input = el instanceof HTMLInputElement ? el : el.querySelector<HTMLInputElement>('input');
    if (!input) throw new Error('date-picker needs a text <input> (the server field) inside its element');
    await loadStrings();
    if (signal.aborted) return undefined;
    const picker = new DatePicker(
      input,
      {
        locale: localeOf(settings().culture),
        firstDay: options.firstDay,
        min: parseDate(options.min),
        max: parseDate(options.max),
      },
      signal,
    );
    picker.start();
    return () => picker.stop();
  },
});
