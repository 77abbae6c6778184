// A theme's widget written against dist/vitrine.d.ts alone, as an integrator writes one: it must
// type-check, and the misuses marked below must not.
import type { WidgetModule } from '../vitrine.d.ts';

const vitrine = window.vitrine;
if (!vitrine) throw new Error('the theme script runs after /dist/vitrine.js');

const greeting = vitrine.defineWidget({
  name: 'theme-greeting',
  strategy: 'visible',
  options: { waveLabel: { kind: 'string', default: 'Wave' } },
  mount(el, options, { signal }) {
    const button = document.createElement('button');
    button.textContent = options.waveLabel;
    button.addEventListener('click', () => el.classList.toggle('waved'), { signal });
    el.append(button);
    return () => button.remove();
  },
});

const load = (): Promise<WidgetModule> => Promise.resolve({ default: greeting });
export const registered: boolean = vitrine.register('theme-greeting', load, {
  strategy: 'idle',
});

document.addEventListener('vitrine:cart-changed', (event) => {
  const count: number = event.detail.cart.ItemsCount;
  const source: string = event.detail.source;
  return [count, source];
});
document.addEventListener('vitrine:widget-error', (event) => console.log(event.detail.widget));
export const culture: string = vitrine.settings.culture;

// @ts-expect-error: a strategy the loader does not know
vitrine.register('theme-other', load, { strategy: 'soon' });
// @ts-expect-error: the module's default export must be a widget definition
vitrine.register('theme-other', () => Promise.resolve({ default: 'theme-other' }));
document.addEventListener('vitrine:page-finished', (event) => {
  // @ts-expect-error: a page event carries its url, no cart
  return event.detail.cart;
});
vitrine.defineWidget({
  name: 'theme-count',
  strategy: 'eager',
  options: { start: { kind: 'number', default: 0 } },
  mount(_el, options) {
    // @ts-expect-error: a number option is a number
    options.start.toUpperCase();
    return undefined;
  },
});
