import { defineWidget, isPlainClick, settings } from '../../src/index.ts';
import { switchCulture } from './switchCulture.ts';

/** Reads a link's target culture from `hreflang` (or `lang`). */
function cultureOf(link: HTMLAnchorElement): string {
  return (link.hreflang || link.lang).slice(0, 2).toLowerCase();
}

export default defineWidget({
  name: 'language-switch',
  strategy: 'eager',
  options: {},
  mount(el, _options, { signal }) {
    const links = () =>
      [...el.querySelectorAll<HTMLAnchorElement>('a[hreflang], a[lang]')].filter(
        (link) => cultureOf(link) !== '',
      );
    const cultures = () => links().map(cultureOf);
    const target = (link: HTMLAnchorElement) =>
      switchCulture(window.location.href, settings().appPath, cultureOf(link), cultures());
    // The header outlives page swaps and widgets rewrite the address (filters, tabs): each href is
    // brought up to the current address when the customer reaches for its link (hover, focus,
    // press), so new tabs and copied links are right, and page swaps pay nothing for it.
    const refresh = () => {
      for (const link of links()) {
        const href = target(link);
        if (link.href !== href) link.href = href;
      }
    };
    el.setAttribute('data-no-ajax', '');
    refresh();
    for (const type of ['pointerover', 'focusin', 'mousedown', 'touchstart'] as const) {
      el.addEventListener(type, refresh, { signal, passive: true });
    }
    el.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest<HTMLAnchorElement>('a[hreflang], a[lang]');
        if (!link || !isPlainClick(event)) return;
        event.preventDefault();
        window.location.assign(target(link));
      },
      { signal },
    );
    return () => el.removeAttribute('data-no-ajax');
  },
});
