import { defineWidget, option } from '../../src/index.ts';
import { visiblePages } from './pageWindow.ts';

const notNegative = (n: number) => n >= 0;

export default defineWidget({
  name: 'pagination',
  strategy: 'visible',
  options: {
    /** Pages shown each side of the current one; default 2. */
    window: option.number(2, notNegative),
    /** Pages shown each side on small screens; default 0. */
    smallWindow: option.number(0, notNegative),
    /** Width in px below which the screen is small; default 576. */
    smallBreakpoint: option.number(576, notNegative),
    /** The current page; default: the server's `data-current-page`. */
    currentPage: option.number(1, notNegative),
  },
  mount(el, options, { signal }) {
    const items = [...el.querySelectorAll<HTMLLIElement>('li')]
      .map((item) => ({
        item,
        page: Number(item.querySelector('a:not([rel]), [aria-current="page"]')?.textContent?.trim()),
      }))
      .filter((entry) => Number.isInteger(entry.page) && entry.page > 0);
    const small = window.matchMedia(`(max-width: ${options.smallBreakpoint - 0.02}px)`);
    const apply = () => {
      const radius = small.matches ? options.smallWindow : options.window;
      const shown = visiblePages(
        items.map((entry) => entry.page),
        options.currentPage,
        radius,
      );
      items.forEach((entry, index) => {
        entry.item.hidden = !shown[index];
      });
    };
    apply();
    small.addEventListener('change', apply, { signal });
    return () => {
      for (const entry of items) entry.item.hidden = false;
    };
  },
});
