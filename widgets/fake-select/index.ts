import { defineWidget } from '../../src/index.ts';
import { FakeSelect } from './FakeSelect.ts';

export default defineWidget({
  name: 'fake-select',
  strategy: 'visible',
  options: {},
  mount(el, _options, { signal }) {
    const select = el.querySelector('select');
    if (!select) throw new Error('fake-select needs a <select> inside its element');
    if (select.multiple) throw new Error('fake-select mirrors a single <select>, not a multiple one');
    const fake = new FakeSelect(el, select, signal);
    fake.start();
    return () => fake.stop();
  },
});
