import { defineWidget } from '../../src/index.ts';
import { navigateTo } from './navigateTo.ts';
import { TOOLBAR_PARAMS, toolbarUrl } from './toolbarUrl.ts';

export default defineWidget({
  name: 'catalog-toolbar',
  strategy: 'eager',
  options: {},
  mount(el, _options, { signal }) {
    const apply = el.querySelector<HTMLElement>('button[type="submit"], input[type="submit"]');
    if (apply) apply.hidden = true;
    el.addEventListener(
      'change',
      (event) => {
        const field = event.target;
        if (!(field instanceof HTMLSelectElement || field instanceof HTMLInputElement)) return;
        if (!(TOOLBAR_PARAMS as readonly string[]).includes(field.name)) return;
        navigateTo(toolbarUrl(location.href, field.name, field.value));
      },
      { signal },
    );
    return () => {
      if (apply) apply.hidden = false;
    };
  },
});
