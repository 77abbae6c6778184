import { defineWidget, loadStrings, option } from '../../src/index.ts';
import { CalendarController } from './CalendarController.ts';

const positive = (n: number) => Number.isInteger(n) && n > 0;
const idList = (s: string) => /^\d+(,\d+)*$/.test(s);

export default defineWidget({
  name: 'news-calendar',
  strategy: 'visible',
  options: {
    /** Category ids, comma separated; default `0` (every category). */
    categoryIds: option.string('0', idList),
    /** Count posts of child categories too; default false. */
    displayChildren: option.boolean(false),
    /** Posts listed for a chosen day; default 3. */
    postsPerPage: option.number(3, positive),
    /** Base of the calendar and newslist endpoints; default `widget/news` (resolved against the application path). */
    url: option.string('widget/news'),
    /** Milliseconds before a call counts as failed; default 15000. */
    timeout: option.number(15_000, positive),
  },
  async mount(el, options) {
    // Its month and day links load in place, never as visits: no page asked for ahead at a press.
    el.setAttribute('data-no-prefetch', '');
    await loadStrings();
    const controller = new CalendarController(
      el,
      {
        url: options.url,
        categoryIds: options.categoryIds,
        displayChildren: options.displayChildren,
        postsPerPage: options.postsPerPage,
      },
      options.timeout,
    );
    controller.start();
    return () => controller.stop();
  },
});
