import { mountSearchCombobox, type Outcome, request, t } from '../../src/index.ts';

/** A city of the typeahead: `GET api/v1/countries/{countryId}/cities/{query}` answers id → "postcode name". */
export interface CityOption {
  id: number;
  label: string;
}

/** Characters typed before the postal code and city typeahead asks. */
export const CITY_MIN_CHARS = 4;

/** Reads the map of id to city name into options (bad entries dropped). */
export function cityOptions(data: unknown): CityOption[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return [];
  return Object.entries(data)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && /^\d+$/.test(entry[0]))
    .map(([id, label]) => ({ id: Number(id), label }));
}

/**
 * The postal code / city field as the search-suggestions combobox: from 4 characters, a newer
 * search aborts the older, `ShoppingCarts.NoCityFound` when nothing matches. The field keeps its
 * `autocomplete` token, so the browser's address autofill still fills it.
 */
export async function attachCityTypeahead(
  input: HTMLInputElement,
  countryId: () => number,
  choose: (city: CityOption) => void,
  signal: AbortSignal,
): Promise<(() => void) | undefined> {
  const autofill = input.getAttribute('autocomplete');
  const detach = await mountSearchCombobox<CityOption>(input, signal, () => ({
    widget: 'cart-page',
    minChars: CITY_MIN_CHARS,
    label: t('ShoppingCarts.PostalCodeCity'),
    emptyText: t('ShoppingCarts.NoCityFound'),
    countText: (count) => t('ShoppingCarts.ItemsCount', { count }),
    async load(query, callSignal): Promise<Outcome<readonly CityOption[]>> {
      const path = `api/v1/countries/${countryId()}/cities/${encodeURIComponent(query)}`;
      const outcome = await request('GET', path, { key: 'cart-city-typeahead', signal: callSignal });
      return outcome.kind === 'ok' ? { ...outcome, data: cityOptions(outcome.data) } : outcome;
    },
    renderItem: (city, option) => {
      option.textContent = city.label;
    },
    choose: (city) => {
      input.value = city.label;
      choose(city);
    },
  }));
  if (autofill) input.setAttribute('autocomplete', autofill);
  return detach;
}
