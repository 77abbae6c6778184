import { defineWidget } from '../../src/index.ts';
import { TAG_SEARCH_PARAMS, tagSearchUrl } from './tagSearchUrl.ts';

export default defineWidget({
  name: 'tag-search',
  strategy: 'idle',
  options: {},
  mount(el, _options, { signal }) {
    const selects = TAG_SEARCH_PARAMS.map((name) =>
      el.querySelector<HTMLSelectElement>(`select[name="${name}"]`),
    );
    if (selects.every((select) => select === null)) {
      throw new Error('tag-search needs a select name="sort" or name="entityName" inside its element');
    }
    // The CMS may render the selectors without the current choice: show the one in the address.
    const query = new URL(window.location.href).searchParams;
    for (const select of selects) {
      const value = select ? query.get(select.name) : null;
      if (select && value !== null && [...select.options].some((o) => o.value === value))
        select.value = value;
    }
    el.addEventListener(
      'change',
      (event) => {
        if (!selects.includes(event.target as HTMLSelectElement)) return;
        const values: Record<string, string> = {};
        for (const select of selects) if (select) values[select.name] = select.value;
        window.location.assign(tagSearchUrl(window.location.href, values));
      },
      { signal },
    );
    return undefined;
  },
});
