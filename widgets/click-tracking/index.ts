import { defineWidget, trackEvent } from '../../src/index.ts';
import { contactEvent } from './contactEvent.ts';

export default defineWidget({
  name: 'click-tracking',
  strategy: 'idle',
  options: {},
  mount(el, _options, { signal }) {
    // Delegated: covers the mailto:/tel: links inside the element, including ones added later.
    el.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
        if (!link || !el.contains(link)) return;
        const tracked = contactEvent(link.getAttribute('href') ?? '');
        if (tracked) trackEvent(tracked.event, tracked.data);
      },
      { signal },
    );
    return undefined;
  },
});
