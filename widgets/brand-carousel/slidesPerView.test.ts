import { slidesPerView, swiperBreakpoints } from './slidesPerView.ts';

describe('brand carousel slides per view', () => {
  it('shows 6 logos from 1024 px, then 3, 2 and 1 in the default theme', () => {
    expect(
      [1280, 1024, 1023, 900, 768, 767, 600, 480, 479, 375].map((w) => slidesPerView(w, 'default')),
    ).toEqual([6, 6, 3, 3, 3, 2, 2, 2, 1, 1]);
  });

  it('shows 7 logos from 1024 px, then 4 and 2 in the alternate theme', () => {
    expect([1280, 1024, 1023, 900, 768, 767, 600, 480, 375, 320].map((w) => slidesPerView(w, 'alt'))).toEqual(
      [7, 7, 4, 4, 4, 2, 2, 2, 2, 2],
    );
  });

  it('gives Swiper the same table', () => {
    expect(swiperBreakpoints('default')).toEqual({
      0: { slidesPerView: 1 },
      480: { slidesPerView: 2 },
      768: { slidesPerView: 3 },
      1024: { slidesPerView: 6 },
    });
    expect(swiperBreakpoints('alt')[1024]).toEqual({ slidesPerView: 7 });
  });
});
