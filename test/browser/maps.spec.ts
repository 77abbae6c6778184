import { expect, type Page, test } from '../support/test.ts';

const MAPS = '/fr/__test/maps';

/** The calls a page made whose path matches (tiles, map config, chunks). */
function track(page: Page, match: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (match.test(request.url())) seen.push(request.url());
  });
  return seen;
}

test.describe('map widget', () => {
  test('draws the markers on locally drawn tiles, fitted to their bounds, with a text alternative', async ({
    page,
    vitrine,
  }) => {
    const tiles = track(page, /\/tiles\/\d+\/\d+\/\d+\.png\?key=vitrine-fixture-key/);
    await page.goto(MAPS);
    const map = page.locator('#stores-map');
    await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
    expect(tiles.length).toBeGreaterThan(0);
    const markers = map.getByRole('button', { name: /^Vitrine (Bruxelles|Anvers|Gand)$/ });
    await expect(markers).toHaveCount(3);
    // Fit to bounds: every marker inside the canvas.
    const box = await map.locator('.vitrine-map__canvas').boundingBox();
    for (const marker of await markers.all()) {
      const at = await marker.boundingBox();
      expect(at && box && at.x >= box.x && at.x + at.width <= box.x + box.width).toBe(true);
    }
    // The server's list of the places is the text alternative, read before the map: no second one.
    await expect(map.getByRole('list')).toHaveCount(1);
    await expect(map.getByRole('listitem')).toHaveText([
      /^Vitrine Bruxelles: Rue Neuve 12\s+1000 Bruxelles$/,
      /^Vitrine Anvers: Meir 40\s+2000 Anvers$/,
      /^Vitrine Gand: Veldstraat 3\s+9000 Gand$/,
    ]);
    // (the browser asks for /favicon.ico on a fresh page; the fixture CMS has none)
    expect(vitrine.consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  test("a map without a list of its own gets one for screen readers, its name, heading and zoom buttons in the page's language", async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.goto('/de/__test/maps');
    const map = page.locator('#far-map');
    await map.scrollIntoViewIfNeeded();
    const region = map.getByRole('region', { name: 'Orte auf der Karte' });
    await expect(region.getByRole('button', { name: 'Vitrine Amsterdam' })).toBeVisible();
    await expect(region).toHaveAccessibleDescription('Orte auf der Karte Vitrine Amsterdam');
    await expect(region.getByRole('button', { name: 'Vergrößern' })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Verkleinern' })).toBeVisible();
  });

  test('a marker opens its popup from the keyboard, its content as text', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto(MAPS);
    const marker = page.locator('#stores-map').getByRole('button', { name: 'Vitrine Anvers' });
    await marker.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#stores-map .leaflet-popup-content')).toHaveText('Meir 40\n2000 Anvers');
  });

  test('a marker clicked opens its popup', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto(MAPS);
    await page.locator('#stores-map').getByRole('button', { name: 'Vitrine Gand' }).click();
    await expect(page.locator('#stores-map .leaflet-popup-content')).toHaveText('Veldstraat 3\n9000 Gand');
  });

  test('markers are placed by a 2D translate (not a composited layer each), also after a zoom', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.goto(MAPS);
    const markers = page.locator('#stores-map .leaflet-marker-icon');
    await expect(markers).toHaveCount(3);
    const transforms = () =>
      markers.evaluateAll((els) => els.map((el) => (el as HTMLElement).style.transform));
    for (const transform of await transforms())
      expect(transform).toMatch(/^translate\(-?[\d.]+px, ?-?[\d.]+px\)$/);
    const before = await transforms();
    await page.locator('#stores-map .leaflet-control-zoom-in').click();
    await expect.poll(transforms).not.toEqual(before);
    for (const transform of await transforms())
      expect(transform).toMatch(/^translate\(-?[\d.]+px, ?-?[\d.]+px\)$/);
  });

  test('options: zoom, icon, controls and dragging as configured', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto(MAPS);
    const map = page.locator('#single-map');
    await expect(map.locator('.leaflet-marker-icon')).toHaveAttribute(
      'src',
      '/media/pickup/relay-marker.svg',
    );
    await expect(map.locator('.leaflet-control-zoom')).toHaveCount(0);
    await expect(map.locator('.leaflet-control-layers')).toHaveCount(1);
    expect(await map.locator('.leaflet-tile-loaded').first().getAttribute('src')).toMatch(/^\/tiles\/15\//);
    // No icon configured: Vitrine's default pin.
    await expect(page.locator('#stores-map .leaflet-marker-icon.vitrine-map__pin svg')).toHaveCount(3);
    await expect(page.locator('#stores-map img.leaflet-marker-icon')).toHaveCount(0);
    await expect(page.locator('#stores-map .leaflet-control-zoom')).toHaveCount(1);
  });

  test('Leaflet and the map configuration load once for every map of the page', async ({ page, vitrine }) => {
    void vitrine;
    const config = track(page, /\/api\/v1\/settings\/GoogleFrontAPIKey/);
    await page.goto(MAPS);
    await expect(page.locator('#single-map .leaflet-marker-icon')).toHaveCount(1);
    await expect(page.locator('#stores-map .leaflet-marker-icon')).toHaveCount(3);
    expect(config).toHaveLength(1);
    // Nothing from another origin.
    const foreign = track(page, /^(?!http:\/\/127\.0\.0\.1)/);
    await page.locator('#far-map').scrollIntoViewIfNeeded();
    await expect(page.locator('#far-map .leaflet-marker-icon')).toHaveCount(1);
    expect(foreign.filter((url) => !url.startsWith('data:'))).toEqual([]);
    expect(config).toHaveLength(1);
  });

  test('a map far below the fold is created only when it comes near, at zoom 13 on its one marker', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.goto(MAPS);
    await expect(page.locator('#stores-map .leaflet-marker-icon')).toHaveCount(3);
    await expect(page.locator('#far-map .leaflet-container')).toHaveCount(0);
    await page.locator('#far-map').scrollIntoViewIfNeeded();
    await expect(page.locator('#far-map .leaflet-container')).toHaveCount(1);
    // No zoom configured, one marker: centred on it at the default zoom 13.
    await expect(page.locator('#far-map .leaflet-tile-loaded').first()).toHaveAttribute(
      'src',
      /^\/tiles\/13\//,
    );
  });

  test('a map created in a hidden tab sizes itself and fits its markers once shown', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await page.goto(MAPS);
    await expect(page.locator('#hidden-map .leaflet-container')).toHaveCount(1);
    // As a tab script does: the panel is shown.
    await page.locator('#hidden-tab').evaluate((panel) => {
      (panel as HTMLElement).hidden = false;
    });
    const canvas = await page.locator('#hidden-map .vitrine-map__canvas').boundingBox();
    const markers = page.locator('#hidden-map .leaflet-marker-icon');
    await expect(markers).toHaveCount(2);
    // Sized and fitted once shown: the markers' middle is near the middle of the map.
    await expect
      .poll(async () => {
        const boxes = await Promise.all((await markers.all()).map((m) => m.boundingBox()));
        if (!canvas || boxes.some((b) => !b)) return Number.POSITIVE_INFINITY;
        const xs = boxes.map((b) => (b?.x ?? 0) + (b?.width ?? 0) / 2);
        const mid = (Math.min(...xs) + Math.max(...xs)) / 2;
        return Math.abs(mid - (canvas.x + canvas.width / 2)) / canvas.width;
      })
      .toBeLessThan(0.1);
    await expect(page.locator('#hidden-map .leaflet-tile-loaded').first()).toBeVisible();
  });

  test('the configured fallback draws the map when the configuration call fails', async ({
    page,
    vitrine,
  }) => {
    await vitrine.faults({ method: 'GET', path: '/api/v1/settings/GoogleFrontAPIKey', status: 500 });
    await page.goto(MAPS);
    await expect(page.locator('#stores-map .leaflet-tile-loaded').first()).toBeVisible();
    await expect(page.locator('.vitrine-error-modal')).toHaveCount(0);
  });
});
