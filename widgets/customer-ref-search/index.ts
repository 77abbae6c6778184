import { defineWidget, mountSearchCombobox, navigateTo, option, reportFailure, t } from '../../src/index.ts';
import { type CustomerReference, searchAllPages } from './allPages.ts';

export default defineWidget({
  name: 'customer-ref-search',
  strategy: 'interaction',
  options: {
    /** Characters needed before the search runs; default 2. */
    minChars: option.number(2, (n) => n > 0),
    /** Milliseconds of no typing before the call; default 250. */
    debounce: option.number(250, (n) => n >= 0),
    /** The search call; default api/v1/catalog/customerref/search. */
    url: option.string('api/v1/catalog/customerref/search'),
  },
  mount(el, options, { signal }) {
    return mountSearchCombobox<CustomerReference>(el, signal, () => ({
      widget: 'customer-ref-search',
      minChars: options.minChars,
      debounceMs: options.debounce,
      label: t('Catalog.CustomerRefTitle'),
      emptyText: t('Catalog.NoProductFound'),
      countText: (count) => t('Catalog.SuggestionCount', { count }),
      load: (q, callSignal) => searchAllPages(options.url, q, callSignal),
      renderItem: (item, optionEl) => {
        optionEl.textContent = item.CustomerSKU;
      },
      // The one place this widget leaves the page: the chosen product.
      choose: (item) => void navigateTo(item.ProductLink),
      onFailure: ({ error }) => {
        // Signed out: the login prompt (a 401 triggers it). Anything else: logged, no modal while typing.
        if (error.status === 401) reportFailure(error);
        else console.warn(`[vitrine] customer reference search: ${error.message}`);
      },
    }));
  },
});
