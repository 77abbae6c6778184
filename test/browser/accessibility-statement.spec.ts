import { skipConsentBanner } from '../support/consent.ts';
import { expect, test } from '../support/test.ts';

/** Each culture's footer link and the statement's heading, as a customer reads them. */
const STATEMENT = [
  { culture: 'fr', link: 'Accessibilité', title: 'Déclaration d’accessibilité', made: '28 juin 2025' },
  { culture: 'nl', link: 'Toegankelijkheid', title: 'Toegankelijkheidsverklaring', made: '28 juni 2025' },
  {
    culture: 'es',
    link: 'Accesibilidad',
    title: 'Declaración de accesibilidad',
    made: '28 de junio de 2025',
  },
  { culture: 'de', link: 'Barrierefreiheit', title: 'Erklärung zur Barrierefreiheit', made: '28. Juni 2025' },
  { culture: 'it', link: 'Accessibilità', title: 'Dichiarazione di accessibilità', made: '28 giugno 2025' },
  {
    culture: 'pt',
    link: 'Acessibilidade',
    title: 'Declaração de acessibilidade',
    made: '28 de junho de 2025',
  },
  { culture: 'en', link: 'Accessibility', title: 'Accessibility statement', made: '28 June 2025' },
];

test.describe('accessibility statement', () => {
  for (const { culture, link, title, made } of STATEMENT) {
    test(`the ${culture} footer leads to the statement in ${culture}: its title, headings, landmarks and contact; axe finds nothing at 1280 and 375 px`, async ({
      page,
      vitrine,
    }) => {
      await skipConsentBanner(page);
      await page.goto(`/${culture}/`);
      await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(`/${culture}/accessibility`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | Vitrine`);
      await expect(page.locator('html')).toHaveAttribute('lang', culture);
      // What conforms and what was tested, the known limits, reporting, enforcement, the dates.
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(6);
      for (const landmark of ['banner', 'main', 'contentinfo'] as const) {
        await expect(page.getByRole(landmark)).toHaveCount(1);
      }
      await expect(page.getByRole('main')).toContainText(/\(WCAG\) 2\.1, \S+ AA/);
      await expect(page.getByRole('main')).toContainText(made);
      await expect(
        page.getByRole('main').getByRole('link', { name: 'service@vitrine.test' }),
      ).toHaveAttribute('href', 'mailto:service@vitrine.test');
      expect(await vitrine.axe()).toEqual([]);
      await page.setViewportSize({ width: 375, height: 800 });
      expect(await vitrine.axe()).toEqual([]);
    });
  }
});
