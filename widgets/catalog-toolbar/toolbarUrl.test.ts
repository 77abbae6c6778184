import { toolbarUrl } from './toolbarUrl.ts';

describe('toolbarUrl', () => {
  const page = 'http://shop.test/fr/catalog?filter=%7B%22Brands%22%3A%5B2%5D%7D&pageindex=3';

  it('drops pageindex when the sort changes', () => {
    expect(toolbarUrl(page, 'sort', 'price-desc')).toBe(
      '/fr/catalog?filter=%7B%22Brands%22%3A%5B2%5D%7D&sort=price-desc',
    );
  });

  it('drops pageindex when the page size changes', () => {
    expect(new URL(toolbarUrl(page, 'pageSize', '48'), page).searchParams.has('pageindex')).toBe(false);
  });

  it('keeps the page when only the display changes', () => {
    expect(new URL(toolbarUrl(page, 'display', 'table'), page).searchParams.get('pageindex')).toBe('3');
  });
});
