import { expect, test } from '../support/test.ts';

test.describe('the demo CMS’s answers, as a production shop sends them', () => {
  test('the page, the entry, its chunks and the stylesheets reach the browser compressed', async ({
    page,
  }) => {
    const encodings = new Map<string, string>();
    page.on('response', async (response) => {
      const path = new URL(response.url()).pathname;
      const encoding = (await response.allHeaders())['content-encoding'] ?? 'none';
      encodings.set(path, encoding);
    });
    await page.goto('/fr/catalog');
    await expect(page.locator('[data-widget-mounted]').first()).toBeAttached();
    for (const path of ['/fr/catalog', '/dist/vitrine.js', '/dist/vitrine.css', '/static/site.css']) {
      expect(encodings.get(path), path).toMatch(/^(br|gzip)$/);
    }
    // Chunks too (all but the smallest, which compression would not make smaller).
    const chunks = [...encodings].filter(([path]) => path.startsWith('/dist/chunks/'));
    expect(chunks.filter(([, encoding]) => encoding !== 'none').length).toBeGreaterThan(0);
  });

  test('hashed chunks are kept for a year; the entry and pages are revalidated', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/dist\/chunks\/[\w-]+-[A-Z0-9]{8}\.js$/.test(path)) chunks.push(path);
    });
    await page.goto('/fr/');
    await expect.poll(() => chunks.length).toBeGreaterThan(0);
    const chunk = await page.request.get(chunks[0] ?? '');
    expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/dist/vitrine.js', '/dist/vitrine.css', '/fr/catalog']) {
      const first = await page.request.get(path);
      expect(first.headers()['cache-control'], path).toBe('no-cache');
      const etag = first.headers().etag ?? '';
      expect(etag, path).not.toBe('');
      const again = await page.request.get(path, { headers: { 'If-None-Match': etag } });
      expect(again.status(), path).toBe(304);
    }
  });
});
