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

test('every answer says nosniff: pages, calls, the bundle, uploaded files and their thumbnails, errors', async ({
  page,
  vitrine,
}) => {
  await page.goto('/fr/assetslibrary/uploads');
  const token = await page.evaluate(() => window.vitrine?.settings.csrfToken ?? '');
  const uploaded = await page.request.post('/api/v1/assetslibrary/assets/upload?folderId=1', {
    headers: { RequestVerificationToken: token, 'X-Requested-With': 'XMLHttpRequest' },
    multipart: {
      files: { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('<script>1</script>') },
    },
  });
  expect(uploaded.ok()).toBe(true);
  const [asset] = (await uploaded.json()) as { Uri: string; thumbnail_url: string }[];
  const answers = [
    '/fr/catalog',
    '/api/v1/shoppingcarts',
    '/dist/vitrine.js',
    '/dist/chunks/core.js',
    '/static/site.css',
    asset?.Uri ?? '',
    asset?.thumbnail_url ?? '',
    '/fr/no-such-page',
    '/api/v1/no-such-call',
  ];
  for (const path of answers) {
    const answer = await page.request.get(path);
    expect(answer.headers()['x-content-type-options'], path).toBe('nosniff');
  }
  const upload = uploaded.headers()['x-content-type-options'];
  expect(upload).toBe('nosniff');
  await vitrine.faults({ method: 'GET', path: '/api/v1/shoppingcarts', status: 500 });
  const fault = await page.request.get('/api/v1/shoppingcarts');
  expect(fault.status()).toBe(500);
  expect(fault.headers()['x-content-type-options']).toBe('nosniff');
});
