import {
  attachAutoplay,
  createCarouselControls,
  defineWidget,
  loadStrings,
  option,
} from '../../src/index.ts';
import { showHeadline } from './showHeadline.ts';

const notNegative = (n: number) => n >= 0;

export default defineWidget({
  name: 'news-ticker',
  strategy: 'visible',
  options: {
    /** Milliseconds each headline stays; default 5000; 0: no automatic change. */
    duration: option.number(5000, notNegative),
  },
  async mount(el, options, { signal }) {
    const track = el.querySelector<HTMLElement>('.news-ticker__track');
    const items = [...(track?.children ?? [])].filter(
      (item): item is HTMLElement => item instanceof HTMLElement,
    );
    if (!track || items.length < 2) return undefined;
    await loadStrings();
    let current = 0;
    const show = (index: number) => {
      current = (index + items.length) % items.length;
      showHeadline(items, current);
      autoplay.restart();
    };
    el.classList.add('news-ticker--running');
    const controls = createCarouselControls(el, track);
    const autoplay = attachAutoplay({
      root: el,
      duration: options.duration,
      live: track,
      toggle: controls.toggle,
      advance: () => show(current + 1),
      signal,
    });
    controls.previous.addEventListener('click', () => show(current - 1), { signal });
    controls.next.addEventListener('click', () => show(current + 1), { signal });
    showHeadline(items, 0);
    return () => {
      controls.remove();
      el.classList.remove('news-ticker--running');
      delete el.dataset.autoplay;
      track.removeAttribute('aria-live');
      for (const item of items) {
        item.hidden = false;
        item.removeAttribute('aria-current');
      }
    };
  },
});
