import { hideSlidesOutOfView, slidesInView } from './slidesInView.ts';

describe('slides in view', () => {
  it('counts perView slides from the first one', () => {
    expect(slidesInView(2, 3, 12)).toEqual([2, 3, 4]);
  });

  it('stops at the last slide', () => {
    expect(slidesInView(10, 6, 12)).toEqual([10, 11]);
  });

  it('shows at least one slide', () => {
    expect(slidesInView(0, 0, 3)).toEqual([0]);
    expect(slidesInView(0, 1, 0)).toEqual([]);
  });

  it('hides the other slides from assistive technology and the keyboard', () => {
    const slides = Array.from({ length: 4 }, () => document.createElement('li'));
    hideSlidesOutOfView(slides, 1, 2);
    expect(slides.map((s) => s.getAttribute('aria-hidden'))).toEqual(['true', null, null, 'true']);
    expect(slides.map((s) => s.inert)).toEqual([true, false, false, true]);
  });
});
