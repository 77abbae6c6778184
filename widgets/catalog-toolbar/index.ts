import { defineWidget, navigateTo } from '../../src/index.ts';
import { commitOnChoice } from './commitOnChoice.ts';
import { TOOLBAR_PARAMS, toolbarUrl } from './toolbarUrl.ts';

/** A field of the toolbar that changes the listing. */
function isToolbarField(target: EventTarget | null): target is HTMLSelectElement | HTMLInputElement {
  if (!(target instanceof HTMLSelectElement || target instanceof HTMLInputElement)) return false;
  return (TOOLBAR_PARAMS as readonly string[]).includes(target.name);
}

export default defineWidget({
  name: 'catalog-toolbar',
  strategy: 'eager',
  options: {},
  mount(el, _options, { signal }) {
    const apply = el.querySelector<HTMLElement>('button[type="submit"], input[type="submit"]');
    if (apply) apply.hidden = true;
    // The list that was used keeps focus on the new page.
    const choose = (field: HTMLSelectElement | HTMLInputElement) =>
      navigateTo(toolbarUrl(location.href, field.name, field.value), { keepFocus: true });
    commitOnChoice(el, isToolbarField, choose, signal);
    return () => {
      if (apply) apply.hidden = false;
    };
  },
});
