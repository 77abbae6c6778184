import { defineWidget, mountSearchCombobox, navigateTo, option, request, t } from '../../src/index.ts';
import { capField, capQuery } from './queryCap.ts';
import { renderSuggestion, type Suggestion } from './suggestion.ts';

const between0and1 = (n: number) => n >= 0 && n <= 1;
const positive = (n: number) => n > 0;

export default defineWidget({
  name: 'search-suggestions',
  strategy: 'interaction',
  options: {
    /** Characters needed before suggestions are asked for; default 2. */
    minChars: option.number(2, positive),
    /** Number of suggestions; default 5. */
    results: option.number(5, positive),
    /** Match accuracy sent to the server, 0 to 1; default 0.3. */
    accuracy: option.number(0.3, between0and1),
    /** Milliseconds of no typing before the call; default 250. */
    debounce: option.number(250, (n) => n >= 0),
    /** The suggestions call; default api/v1/catalog/search/suggestions. */
    url: option.string('api/v1/catalog/search/suggestions'),
  },
  async mount(el, options, { signal }) {
    const inputSelector = 'input[type="search"], input[type="text"], input:not([type])';
    const field = el.matches('input')
      ? (el as HTMLInputElement)
      : el.querySelector<HTMLInputElement>(inputSelector);
    const uncap = field ? capField(field) : () => {};
    const teardown = await mountSearchCombobox<Suggestion>(el, signal, () => ({
      widget: 'search-suggestions',
      inputSelector,
      minChars: options.minChars,
      debounceMs: options.debounce,
      label: t('Catalog.FoundProducts'),
      header: t('Catalog.FoundProducts'),
      emptyText: t('Catalog.NoProductFound'),
      countText: (count) => t('Catalog.SuggestionCount', { count }),
      load: (q, callSignal) =>
        request<Suggestion[]>('GET', options.url, {
          key: 'search-suggestions',
          signal: callSignal,
          searchParams: { q: capQuery(q), nbrResults: options.results, accuracy: options.accuracy },
        }),
      renderItem: renderSuggestion,
      // The one place this widget leaves the page: the chosen product.
      choose: (item) => void navigateTo(item.ProductUrl),
      // Typing never opens a modal: a failed call just shows no suggestions.
      onFailure: (outcome) => console.warn(`[vitrine] search suggestions: ${outcome.error.message}`),
    }));
    return () => {
      teardown?.();
      uncap();
    };
  },
});
