import { JOURNEYS } from '../support/a11yJourneys.ts';
import { dialogContrast, pageKind } from '../support/a11yStates.ts';
import { expect, test } from '../support/test.ts';

/**
 * Every state a customer reaches on every kind of page the demo shop links to has no serious or
 * critical accessibility fault (axe-core), on a desktop at 1280 px and on a touch phone at 375 px:
 * the header's menus, the consent dialog, the filters and a facet ticked while the list loads, the
 * quick view, a variant chosen and the add-to-cart and stock dialogs, the register and login forms
 * with their errors, an empty cart, a quantity saving, a coupon refused and applied, the pickup
 * points listed, the checkout's errors, a refused card, the 3-D Secure challenge and the address
 * modal, the account's dialogs (delivery change, two-factor, customer), the login modal, the
 * wish-list modal, the crop dialog, a popup, the error modal and a 404.
 *
 * axe-core leaves the colour contrast of a modal dialog's text undecided (it takes the page under
 * the top layer for something overlapping it): the text of open dialogs is measured here as well.
 *
 * The journeys are in test/support/a11yJourneys.ts (the cart, checkout and account ones in
 * a11yAccountJourneys.ts, the pages with no state of their own in a11yPlainPages.ts). To audit a
 * new state, add its steps to the journey of its page, ending with `await audit('what is on
 * screen')`. A new kind of page: a path in a11yPlainPages.ts, or a journey declaring it in `kinds`;
 * the crawl (crawl.spec.ts) fails when it finds a kind no journey declares, and this spec when a
 * journey declares a kind it never audits. A11Y_SCREENSHOTS=1 saves each audited state as a picture.
 */

/** With A11Y_SCREENSHOTS=1, each audited state is also saved as a picture in the test's output folder. */
const SCREENSHOTS = process.env.A11Y_SCREENSHOTS === '1';

const SCREENS = [
  { name: 'desktop 1280 px', phone: false, use: { viewport: { width: 1280, height: 800 } } },
  {
    name: 'phone 375 px',
    phone: true,
    use: { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true },
  },
] as const;

for (const screen of SCREENS) {
  test.describe(`every state on a ${screen.name}`, () => {
    test.use(screen.use);

    for (const [name, journey] of Object.entries(JOURNEYS)) {
      test(`${name}: no serious accessibility fault in any state`, async ({ page, vitrine }) => {
        test.setTimeout(90_000);
        const faults: string[] = [];
        const audited = new Set<string>();
        const states: string[] = [];
        const audit = async (state: string) => {
          const kind = pageKind(new URL(page.url()));
          audited.add(kind);
          states.push(`${kind} (${state})`);
          if (SCREENSHOTS)
            await page.screenshot({ path: test.info().outputPath(`${states.length}-${state}.png`) });
          for (const v of await vitrine.axe()) {
            if (v.impact !== 'serious' && v.impact !== 'critical') continue;
            faults.push(`${kind} (${state}): ${v.id} on ${v.targets.slice(0, 3).join(' | ')}`);
          }
          for (const text of await dialogContrast(page))
            faults.push(`${kind} (${state}): dialog contrast of ${text}`);
        };
        await journey.run({ page, vitrine, audit, phone: screen.phone });
        test.info().annotations.push({ type: 'audited', description: states.join(', ') });
        expect(
          journey.kinds.filter((kind) => !audited.has(kind)),
          'kinds the journey declares but never audited',
        ).toEqual([]);
        expect(faults).toEqual([]);
      });
    }
  });
}
