import type { CDPSession } from '@playwright/test';
import { expect, test } from '../support/test.ts';

async function listeners(cdp: CDPSession, expression: 'document' | 'window'): Promise<number> {
  const { result } = await cdp.send('Runtime.evaluate', { expression });
  const found = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId ?? '' });
  return found.listeners.length;
}

test('no widget, React root or document listener is left behind after 50 visits', async ({
  page,
  vitrine,
}) => {
  test.setTimeout(90_000);
  await page.goto('/fr/__test/nav-long');
  const cdp = await page.context().newCDPSession(page);
  const visit = (url: string) => page.evaluate((u) => window.vitrine?.navigate(u), url);
  await visit('/fr/__test/nav-other');
  await visit('/fr/__test/nav-long');
  await expect(page.locator('main [data-widget="quantity-input"]')).toHaveAttribute(
    'data-widget-mounted',
    /./,
  );
  // The header's widgets stay mounted across visits; the region's quantity input is the one that changes.
  const stats = () => page.evaluate(() => window.vitrine?.stats());
  const baseline = await stats();
  const before = { document: await listeners(cdp, 'document'), window: await listeners(cdp, 'window') };
  for (let i = 0; i < 25; i++) {
    await visit('/fr/__test/nav-other');
    await visit('/fr/__test/nav-long');
  }
  await expect(page.locator('main h1')).toHaveText('Long page');
  await expect(page.locator('main [data-widget="quantity-input"]')).toHaveAttribute(
    'data-widget-mounted',
    /./,
  );
  await expect.poll(stats).toEqual(baseline);
  expect({ document: await listeners(cdp, 'document'), window: await listeners(cdp, 'window') }).toEqual(
    before,
  );
  const finished = (await vitrine.events()).filter((e) => e.type === 'page-finished');
  expect(finished).toHaveLength(52);
});

test('stop and start are safe twice, and stop leaves no listener behind', async ({ page }) => {
  await page.goto('/fr/__test/nav-long', { waitUntil: 'networkidle' });
  const cdp = await page.context().newCDPSession(page);
  const count = async () => ({
    document: await listeners(cdp, 'document'),
    window: await listeners(cdp, 'window'),
  });
  const cycle = async (method: 'stop' | 'start') => {
    await page.evaluate((m) => {
      window.vitrine?.navigator?.[m]();
      window.vitrine?.navigator?.[m]();
    }, method);
    return count();
  };
  const stopped = await cycle('stop');
  await expect(page.locator('#vitrine-announcer')).toHaveCount(0);
  const started = await cycle('start');
  expect(started.document).toBeGreaterThan(stopped.document);
  expect(started.window).toBeGreaterThan(stopped.window);
  expect(await cycle('stop')).toEqual(stopped);
  expect(await cycle('start')).toEqual(started);
  await page.click('#to-other');
  await expect(page.locator('main h1')).toHaveText('Other page');
  await expect(page).toHaveURL(/nav-other$/);
});
