import { defineWidget, isPlainClick, on, settings } from '../../src/index.ts';
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
    // The header outlives page swaps: keep the hrefs on the current address (for middle-click too).
    const refresh = () => {
      for (const link of links()) link.href = target(link);
    };
    el.setAttribute('data-no-ajax', '');
    refresh();
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
    window.addEventListener('popstate', refresh, { signal });
    const stops = [on('vitrine:page-swap', refresh), on('vitrine:page-finished', refresh)];
    return () => {
      for (const stop of stops) stop();
      el.removeAttribute('data-no-ajax');
    };
  },
});
