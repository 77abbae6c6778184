import {
  BadAnswerError,
  defineWidget,
  isPlainClick,
  option,
  reportFailure,
  request,
} from '../../src/index.ts';
import { areaOf, type PageData, pageOfLink } from './pageOfLink.ts';

/** Fetches a page of the list and puts its area in place of the current one. */
async function refreshArea(
  url: string,
  selector: string,
  widget: string,
  signal: AbortSignal,
): Promise<void> {
  const area = document.querySelector<HTMLElement>(selector);
  if (!area) return location.assign(url);
  area.setAttribute('aria-busy', 'true');
  area.classList.add('vitrine-area--loading');
  const outcome = await request<string>('GET', url, {
    expect: 'html',
    key: `area-pagination:${selector}`,
    signal,
  });
  if (outcome.kind === 'aborted') return;
  area.removeAttribute('aria-busy');
  area.classList.remove('vitrine-area--loading');
  if (outcome.kind === 'failed') return reportFailure(outcome.error, { returnUrl: url });
  const next = areaOf(String(outcome.data), selector);
  // No area in the answer (an empty page, another page): the area stays as it is, with what the
  // customer typed elsewhere on the page, and the error modal says the page did not come.
  if (!next)
    return reportFailure(
      new BadAnswerError(200, 'GET', outcome.url, `${widget}: the answer has no ${selector}`),
      {
        returnUrl: url,
      },
    );
  const fresh = document.importNode(next, true) as HTMLElement;
  area.replaceWith(fresh);
  // The address follows the page shown (a reload shows it again) without adding a history step.
  history.replaceState(history.state, '', outcome.url || url);
  if (fresh.tabIndex < 0 && !fresh.hasAttribute('tabindex')) fresh.setAttribute('tabindex', '-1');
  fresh.focus({ preventScroll: true });
  fresh.scrollIntoView({ block: 'start' });
}

/**
 * A paginated list that refreshes its own area (order list, prepaid history): a page link inside
 * the pager GETs that page, and the element matching `data-update` in the answer replaces the one
 * on the page. The page number comes from the link's `data-page-param` parameter and must lie
 * within the page data (`data-total-pages`, `data-current-page`); other links are left alone.
 */
export default defineWidget({
  name: 'area-pagination',
  strategy: 'idle',
  options: {
    /** Selector of the area to refresh (it holds the list and this pager); required. */
    update: option.string(''),
    /** The page-number parameter of the links; default `pagenbr`. */
    pageParam: option.string('pagenbr'),
    /** Number of pages (page data from the server); default 1. */
    totalPages: option.number(1, (n) => Number.isInteger(n) && n >= 1),
    /** The page shown (page data from the server); default 1. */
    currentPage: option.number(1, (n) => Number.isInteger(n) && n >= 1),
  },
  mount(el, options, { name, signal }) {
    if (!options.update) throw new Error(`${name} needs data-update (the area to refresh)`);
    const data: PageData = { totalPages: options.totalPages, currentPage: options.currentPage };
    /** The pager link under the pointer (a link of this area to another page of it), or null. */
    const pagerLink = (event: Event): HTMLAnchorElement | null => {
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[href]');
      if (!link || !el.contains(link)) return null;
      return pageOfLink(link.href, location.href, options.pageParam, data) === null ? null : link;
    };
    /** The pager link under a plain click this widget takes, or null. */
    const taken = (event: MouseEvent): HTMLAnchorElement | null =>
      isPlainClick(event) && !event.defaultPrevented ? pagerLink(event) : null;
    // The navigator fetches a link's page on hover and on press, ahead of the click: not this one, the click refreshes the area.
    const keepFromNavigator = (event: Event) => void (pagerLink(event) && event.preventDefault());
    el.addEventListener('pointerdown', keepFromNavigator, { signal });
    el.addEventListener('pointerover', keepFromNavigator, { signal });
    el.addEventListener(
      'click',
      (event) => {
        const link = taken(event);
        if (!link) return;
        event.preventDefault();
        void refreshArea(link.href, options.update, name, signal);
      },
      { signal },
    );
    return undefined;
  },
});
