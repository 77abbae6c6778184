import { applyBodyClasses, isHomePath } from './bodyClass.ts';

describe('isHomePath', () => {
  it('is the site root plus culture, with or without a trailing slash', () => {
    expect(isHomePath('/fr', '/', 'fr')).toBe(true);
    expect(isHomePath('/fr/', '/', 'fr')).toBe(true);
    expect(isHomePath('/shop/nl/', '/shop/', 'nl')).toBe(true);
  });
  it('is not any other page', () => {
    expect(isHomePath('/', '/', 'fr')).toBe(false);
    expect(isHomePath('/fr/catalog', '/', 'fr')).toBe(false);
    expect(isHomePath('/nl/', '/', 'fr')).toBe(false);
    expect(isHomePath('/fr/', '/shop/', 'fr')).toBe(false);
  });
});

describe('applyBodyClasses', () => {
  it('takes the new classes and marks home or inner', () => {
    document.body.className = 'old page-home';
    applyBodyClasses(document.body, 'theme-a page-home', false);
    expect(document.body.className).toBe('theme-a page-inner');
    applyBodyClasses(document.body, 'theme-b', true);
    expect(document.body.className).toBe('theme-b page-home');
  });
});
