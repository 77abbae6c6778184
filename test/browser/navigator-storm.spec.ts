// Quick visits, Back and Forward as a customer on a busy phone makes them: the browser aborts view
// transitions on the way (a newer one, a page hidden, a DOM update too slow), and none of it may
// reach the page as an uncaught error (an error tracker would report each one).
import { skipConsentBanner } from '../support/consent.ts';
import { expect, type Page, test } from '../support/test.ts';

/** Every uncaught error and unhandled rejection of the page, as `pageerror` reports them. */
function uncaught(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}

/** The links of the page the navigator would visit (the shop's own pages). */
async function visitable(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/fr/"], nav a[href^="/fr/"]')]
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => !/logoff|\.\w+$/.test(href)),
  );
}

/**
 * Announces each view transition as it starts (`vitrine-test:transition`), so that the storm can
 * start the next visit at that very moment: the transition is then skipped before it is ready.
 */
async function announceTransitions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const start = document.startViewTransition?.bind(document);
    if (!start) return;
    document.startViewTransition = ((update: ViewTransitionUpdateCallback) => {
      const transition = start(update);
      document.dispatchEvent(new CustomEvent('vitrine-test:transition'));
      return transition;
    }) as typeof document.startViewTransition;
  });
}

/**
 * In the page: `rounds` times, visits every link in turn, each cut short by the next one either as
 * its view transition starts (every other transition) or after a short while, then goes Back three
 * times and Forward twice, quickly; never further back than the page the storm started on.
 */
function storm(page: Page, links: string[], rounds: number): Promise<void> {
  return page.evaluate(
    async ({ links, rounds }) => {
      const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const visit = (i: number) => window.vitrine?.navigate(links[i % links.length] ?? '/fr/');
      let next = 0;
      let started = 0;
      let shown = 0;
      document.addEventListener('vitrine-test:transition', () => {
        started += 1;
        if (started % 2 === 0) visit(next++);
      });
      document.addEventListener('vitrine:page-swap', () => {
        shown += 1;
      });
      for (let round = 0; round < rounds; round += 1) {
        for (const _ of links) {
          visit(next++);
          await pause(60 + 120 * round);
        }
        for (let i = 0; i < Math.min(3, shown - 1); i += 1) {
          history.back();
          await pause(20);
        }
        history.forward();
        await pause(20);
        history.forward();
        await pause(200);
      }
    },
    { links, rounds },
  );
}

test.beforeEach(async ({ page }) => {
  await skipConsentBanner(page);
});

test('a storm of visits, Back and Forward never throws an uncaught error', async ({ page }) => {
  const errors = uncaught(page);
  await announceTransitions(page);
  await page.goto('/fr/catalog');
  await expect(page.locator('[data-widget-mounted~="catalog-toolbar"]')).toHaveCount(1);
  const links = [...new Set(await visitable(page))].slice(0, 10);
  expect(links.length).toBeGreaterThan(5);
  await storm(page, links, 3);
  // The last visit ends, the page is usable, and nothing escaped on the way.
  // A Back or Forward of the storm still queued in a busy browser may land after this visit: then
  // the customer asks again.
  await expect(async () => {
    await page.evaluate(() => window.vitrine?.navigate('/fr/catalog'));
    await expect(page).toHaveURL(/\/fr\/catalog$/, { timeout: 2_000 });
  }).toPass();
  await expect(page.locator('[data-widget-mounted~="catalog-toolbar"]')).toHaveCount(1);
  await expect(page.locator('dialog.vitrine-error-modal')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a view transition the browser aborts (invalid state, time-out in the DOM update) is no uncaught error', async ({
  page,
  vitrine,
}) => {
  const errors = uncaught(page);
  // The browser's own aborts, as a busy phone meets them: the transition runs, its promises reject.
  await page.addInitScript(() => {
    const start = document.startViewTransition?.bind(document);
    if (!start) return;
    let n = 0;
    document.startViewTransition = ((update: ViewTransitionUpdateCallback) => {
      const transition = start(update);
      const name = ['InvalidStateError', 'TimeoutError'][n++ % 2] ?? 'InvalidStateError';
      const abort = new DOMException('Transition was aborted because of invalid state', name);
      const rejected = <T>(after: Promise<T>) => after.then(() => Promise.reject(abort));
      return {
        updateCallbackDone: transition.updateCallbackDone,
        ready: rejected(transition.ready.catch(() => undefined)),
        finished: rejected(transition.finished),
        skipTransition: () => transition.skipTransition(),
        types: transition.types,
      } as ViewTransition;
    }) as typeof document.startViewTransition;
  });
  await page.goto('/fr/catalog');
  await expect(page.locator('[data-widget-mounted~="catalog-toolbar"]')).toHaveCount(1);
  const finished = async () => (await vitrine.events()).filter((e) => e.type === 'page-finished').length;
  for (const href of ['/fr/news', '/fr/shoppingcarts', '/fr/catalog']) {
    const before = await finished();
    await page.evaluate((url) => window.vitrine?.navigate(url), href);
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect.poll(finished).toBe(before + 1);
  }
  const before = await finished();
  await page.goBack();
  await expect(page).toHaveURL(/\/fr\/shoppingcarts$/);
  await expect.poll(finished).toBeGreaterThan(before);
  // The last transition's `finished` rejects once its animation is over.
  await page.waitForFunction(() => document.getAnimations().length === 0);
  await page.evaluate(() => new Promise((done) => setTimeout(done, 50)));
  expect(errors).toEqual([]);
});
