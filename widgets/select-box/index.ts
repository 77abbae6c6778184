import { announce, defineWidget, loadStrings, option, t } from '../../src/index.ts';
import { needsSearch, optionMatches } from './filterOptions.ts';

let counter = 0;

export default defineWidget({
  name: 'select-box',
  strategy: 'visible',
  options: {
    /** Show a search box when the select has more options than this; 0 (default) = never. */
    searchThreshold: option.number(0, (n) => n >= 0),
  },
  async mount(el, options, { signal }) {
    const select = el.querySelector('select');
    if (!select) throw new Error('select-box needs a <select> inside its element');
    const all = [...select.options].filter((o) => o.value !== '' || o.text.trim() !== '');
    if (!needsSearch(all.length, options.searchThreshold)) return undefined;
    await loadStrings();
    if (signal.aborted) return undefined;
    const id = `vitrine-select-box-${++counter}`;
    const search = document.createElement('input');
    search.type = 'search';
    search.id = id;
    search.className = 'vitrine-select-box__search';
    search.autocomplete = 'off';
    search.setAttribute('aria-label', t('Core.FilterOptions'));
    search.setAttribute('aria-controls', select.id || '');
    if (!select.id) search.removeAttribute('aria-controls');
    const status = document.createElement('span');
    status.className = 'vitrine-select-box__status';
    select.before(search);
    select.after(status);
    const filter = () => {
      let matches = 0;
      for (const opt of all) {
        const match = optionMatches(opt.text, search.value);
        if (match) matches += 1;
        // The chosen option stays, so the select never shows a value it does not list.
        opt.hidden = !match && !opt.selected;
      }
      const said = matches === 0 ? t('Core.NoOptionFound') : '';
      if (said && status.textContent !== said) announce(said, 'results');
      status.textContent = said;
    };
    search.addEventListener('input', filter, { signal });
    search.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'ArrowDown' && event.key !== 'Enter') return;
        const first = all.find((o) => !o.hidden && !o.disabled && optionMatches(o.text, search.value));
        if (!first) return;
        event.preventDefault();
        select.value = first.value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
        select.focus();
      },
      { signal },
    );
    return () => {
      for (const opt of all) opt.hidden = false;
      search.remove();
      status.remove();
    };
  },
});
