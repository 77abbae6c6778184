import {
  defineWidget,
  mountSearchCombobox,
  navigateTo,
  option,
  request,
  settings,
  t,
} from '../../src/index.ts';
import { endpointFrom, TYPEAHEAD_LIMIT, type TypeaheadItem, typeaheadItems } from './typeahead.ts';

/**
 * The remote typeahead (its endpoint from the page settings): from 2 characters it asks
 * the endpoint named by the page setting `typeaheadUrl` (`?q=&nbrResults=30`), shows at most 30
 * product names, and opens the chosen one's ProductUrl (the shop's own pages only). It sits beside
 * the header's 5-suggestion search-suggestions, on the same combobox.
 */
export default defineWidget({
  name: 'product-typeahead',
  strategy: 'interaction',
  options: {
    /** The page setting holding the endpoint; default `typeaheadUrl`. */
    setting: option.string('typeaheadUrl'),
    /** Characters needed before a call; default 2. */
    minChars: option.number(2, (n) => n > 0),
    /** Suggestions shown; default 30. */
    results: option.number(TYPEAHEAD_LIMIT, (n) => Number.isInteger(n) && n > 0),
    /** Milliseconds of no typing before the call; default 250. */
    debounce: option.number(250, (n) => n >= 0),
  },
  mount(el, options, { name, signal }) {
    const endpoint = endpointFrom(settings(), options.setting);
    return mountSearchCombobox<TypeaheadItem>(el, signal, () => ({
      widget: name,
      minChars: options.minChars,
      debounceMs: options.debounce,
      label: t('Catalog.FoundProducts'),
      emptyText: t('Catalog.NoProductFound'),
      countText: (count) => t('Catalog.SuggestionCount', { count }),
      load: async (q, callSignal) => {
        const outcome = await request('GET', endpoint, {
          key: name,
          signal: callSignal,
          searchParams: { q: q.slice(0, 200), nbrResults: options.results },
        });
        return outcome.kind === 'ok'
          ? { ...outcome, data: typeaheadItems(outcome.data, options.results) }
          : outcome;
      },
      renderItem: (item, optionEl) => {
        optionEl.textContent = item.Name;
      },
      choose: (item) => void navigateTo(item.ProductUrl),
      // Typing never opens a modal: a failed call shows no suggestions and is logged.
      onFailure: ({ error }) => console.warn(`[vitrine] ${name}: ${error.message}`),
    }));
  },
});
