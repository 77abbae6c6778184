import type { Page } from '@playwright/test';

type Where = InsertPosition | 'replace';

/**
 * Writes markup into the page as the site's own script would: under the demo's Trusted Types CSP
 * a site's script writes HTML through its own policy, `theme` (listed beside `vitrine` in the
 * policy, as the integration guide tells a site to do). `replace` sets the element's content.
 */
export async function writeSiteMarkup(page: Page, selector: string, html: string, where: Where = 'replace') {
  await page.evaluate(
    ([selector, html, where]) => {
      type Policy = { createHTML(value: string): string };
      const site = window as unknown as {
        trustedTypes?: { createPolicy(name: string, rules: { createHTML(value: string): string }): Policy };
        themePolicy?: Policy | undefined;
      };
      site.themePolicy ??= site.trustedTypes?.createPolicy('theme', { createHTML: (value) => value });
      const markup = site.themePolicy ? site.themePolicy.createHTML(html) : html;
      const target = document.querySelector(selector);
      if (!target) throw new Error(`writeSiteMarkup: nothing matches ${selector}`);
      if (where === 'replace') target.innerHTML = markup;
      else target.insertAdjacentHTML(where, markup);
    },
    [selector, html, where] as const,
  );
}
