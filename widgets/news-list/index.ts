import { defineWidget, option } from '../../src/index.ts';
import { loadListPage } from './loadListPage.ts';
import { layoutMasonry } from './masonry.ts';

const layouts = (s: string) => s === 'blog' || s === 'masonry';

export default defineWidget({
  name: 'news-list',
  strategy: 'visible',
  options: {
    /** `blog` (one column) or `masonry` (cards packed in columns, reading order kept); default `blog`. */
    layout: option.string('blog', layouts),
  },
  mount(el, options, { signal }) {
    if (!el.id) throw new Error('news-list needs an id (the same element is taken from the next page)');
    let undoMasonry = () => {};
    const arrange = () => {
      undoMasonry();
      const items = el.querySelector<HTMLElement>('.news-list__items');
      undoMasonry = options.layout === 'masonry' && items ? layoutMasonry(items, signal) : () => {};
    };
    const pageLink = (event: Event) =>
      (event.target as Element | null)?.closest?.<HTMLAnchorElement>('.pagination a[href]') ?? null;
    // The navigator asks for a link's page on hover and while the button is down; this list loads it itself.
    const keepFromNavigator = (event: Event) => {
      if (pageLink(event)) event.preventDefault();
    };
    el.addEventListener('pointerdown', keepFromNavigator, { signal });
    el.addEventListener('pointerover', keepFromNavigator, { signal });
    el.addEventListener(
      'click',
      (event) => {
        const link = pageLink(event);
        if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        event.stopPropagation();
        void loadListPage(el, link.href, signal).then((done) => {
          if (!done) return;
          history.pushState({ vitrine: { scroll: { x: scrollX, y: scrollY } } }, '', link.href);
          arrange();
          el.focus({ preventScroll: true });
          el.scrollIntoView({ block: 'start' });
        });
      },
      { signal },
    );
    const addedTabindex = !el.hasAttribute('tabindex');
    if (addedTabindex) el.setAttribute('tabindex', '-1');
    arrange();
    return () => {
      undoMasonry();
      if (addedTabindex) el.removeAttribute('tabindex');
    };
  },
});
