import type { Page } from '@playwright/test';
import { colourAttributeId } from '../../fixtures/data/attributes.ts';
import { products } from '../../fixtures/data/catalogue.ts';
import type { Product, Variant } from '../../fixtures/data/types.ts';
import { chunkOf, chunkRequests, recordRuns } from '../support/chunks.ts';
import { withoutRefreshOnClick } from '../support/facets.ts';
import { reachFor } from '../support/firstMove.ts';
import { expect, test } from '../support/test.ts';

function filterOf(page: Page): unknown {
  const text = new URL(page.url()).searchParams.get('filter');
  return text ? JSON.parse(text) : null;
}

/** Opens a listing and reaches for its facets (the island comes at the customer's first move). */
async function ready(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await reachFor(page.locator('form.facets'), 'product-filters');
}

test.describe('product filters', () => {
  test('a listing whose facets are not used runs no React (its code is fetched ahead), and a box ticked first filters it', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    const react = chunkOf('node_modules/react-dom/');
    const fetched = chunkRequests(page);
    const runs = await recordRuns(page);
    await page.goto('/fr/catalog');
    await expect.poll(() => fetched.includes(react)).toBe(true);
    await page.mouse.wheel(0, 600);
    await page.waitForLoadState('networkidle');
    expect(await runs()).not.toContain(react);
    expect(await page.evaluate(() => window.vitrine?.stats().reactRoots)).toBe(0);
    // The first move is the click itself: the box ticks as HTML makes it, and the island, when it
    // comes, starts from the form's state: the listing is filtered by it.
    const box = page.locator('fieldset[data-facet="Brands"] input[type="checkbox"]').first();
    const brandId = Number(await box.getAttribute('value'));
    await box.click();
    await expect(page).toHaveURL(/filter=/);
    expect(filterOf(page)).toMatchObject({ Brands: [brandId] });
    await expect(page.locator(`fieldset[data-facet="Brands"] input[value="${brandId}"]`)).toBeChecked();
  });

  test('choosing a brand reloads the listing with that filter and from the first page', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    await ready(page, '/fr/catalog?pageindex=3&sort=price-asc');
    const box = page.locator('fieldset[data-facet="Brands"] input[type="checkbox"]').first();
    const brandId = Number(await box.getAttribute('value'));
    await box.check();
    await expect(page).toHaveURL(/filter=/);
    expect(filterOf(page)).toMatchObject({ Brands: [brandId] });
    const url = new URL(page.url());
    expect(url.searchParams.has('pageindex')).toBe(false);
    expect(url.searchParams.get('sort')).toBe('price-asc');
    await expect(page.locator(`fieldset[data-facet="Brands"] input[value="${brandId}"]`)).toBeChecked();
  });

  test('a filter tag removes its value and keeps the others', async ({ page, vitrine }) => {
    void vitrine;
    await ready(page, `/fr/catalog?filter=${encodeURIComponent('{"Brands":[1,2],"Categories":[2]}')}`);
    const tags = page.locator('.filter-tags a');
    await expect(tags).toHaveCount(3);
    await page.locator('.filter-tags a[data-facet-field="Brands"][data-value-id="1"]').click();
    await expect(page).toHaveURL((url) => !url.searchParams.get('filter')?.includes('1,'));
    expect(filterOf(page)).toMatchObject({ Brands: [2], Categories: [2] });
    await expect(page.locator('.filter-tags a')).toHaveCount(2);
  });

  test('twenty rapid toggles end on the last filter', async ({ page, vitrine }) => {
    void vitrine;
    await ready(page, '/fr/catalog');
    // 20 clicks in one go, faster than any reload: only the last filter may win.
    const expected = await page.evaluate(() => {
      const boxes = [
        ...document.querySelectorAll<HTMLInputElement>('form.facets input[type="checkbox"]'),
      ].slice(0, 7);
      const chosen = new Map<string, Set<number>>();
      for (let i = 0; i < 20; i++) {
        const box = boxes[(i * 3) % boxes.length];
        if (!box) continue;
        box.click();
        const set = chosen.get(box.name) ?? new Set<number>();
        if (box.checked) set.add(Number(box.value));
        else set.delete(Number(box.value));
        chosen.set(box.name, set);
      }
      return Object.fromEntries(
        [...chosen]
          .filter(([, set]) => set.size > 0)
          .map(([name, set]) => [name, [...set].sort((a, b) => a - b)]),
      );
    });
    await expect(page).toHaveURL(/filter=/);
    await page.waitForLoadState('load');
    expect(filterOf(page)).toEqual(expected);
    for (const [name, ids] of Object.entries(expected))
      for (const id of ids as number[])
        await expect(page.locator(`form.facets input[name="${name}"][value="${id}"]`)).toBeChecked();
  });

  test('uses the navigator when the page has one', async ({ page, vitrine }) => {
    void vitrine;
    await ready(page, '/fr/catalog');
    await page.evaluate(() => {
      const w = window as unknown as { vitrine: { navigate?: (url: string) => void }; __visited?: string };
      w.vitrine.navigate = (url) => {
        w.__visited = url;
      };
    });
    await page.locator('fieldset[data-facet="Categories"] input[value="2"]').check();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __visited?: string }).__visited))
      .toContain('filter=');
    expect(new URL(page.url()).search).toBe('');
  });

  test('with refresh-on-click off, the listing reloads once the customer stops choosing', async ({
    page,
    vitrine,
  }) => {
    void vitrine;
    // The quiet delay longer than the default second: the customer's second tick comes after the
    // first one's boxes have refreshed, which a loaded machine may take a second to show.
    await withoutRefreshOnClick(page, 3_000);
    await ready(page, '/fr/catalog');
    const fragments: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/widget/catalog/ListFilter')) fragments.push(request.url());
    });
    await page.locator('fieldset[data-facet="Categories"] input[value="2"]').check();
    // The facet boxes refresh from the server first: a tag appears, the page has not reloaded.
    await expect(page.locator('.filter-tags a[data-value-id="2"]')).toBeVisible();
    expect(new URL(page.url()).searchParams.has('filter')).toBe(false);
    await page.locator('fieldset[data-facet="Categories"] input[value="3"]').check();
    await expect(page).toHaveURL(/filter=/);
    expect(filterOf(page)).toEqual({ Categories: [2, 3] });
    expect(fragments.length).toBeGreaterThanOrEqual(1);
  });

  test('a failed facet refresh shows no error and the listing still reloads', async ({ page, vitrine }) => {
    await withoutRefreshOnClick(page);
    await ready(page, '/fr/catalog');
    await vitrine.faults({ path: '/widget/catalog/ListFilter', status: 500, times: 5 });
    await page.locator('fieldset[data-facet="Categories"] input[value="2"]').check();
    await expect(page).toHaveURL(/filter=/);
    await expect(page.locator('dialog[open]')).toHaveCount(0);
  });

  test("a filter box's text field narrows its items, ignoring case", async ({ page, vitrine }) => {
    void vitrine;
    await ready(page, '/fr/catalog');
    const box = page.locator('fieldset.facet-box', { has: page.locator('.facet-box__search') }).first();
    const search = box.locator('.facet-box__search');
    await expect(search).toBeVisible();
    const first = (await box.locator('li label').first().textContent())?.replace(/\(\d+\)/, '').trim() ?? '';
    await search.fill(first.slice(0, 3).toUpperCase());
    const visible = box.locator('li:visible');
    await expect(visible.first()).toContainText(first);
    for (const text of await visible.allTextContents())
      expect(text.toLowerCase()).toContain(first.slice(0, 3).toLowerCase());
    await search.fill('');
    await expect(box.locator('li:visible')).toHaveCount(await box.locator('li').count());
  });
});

test.describe('catalogue toolbar', () => {
  test('changing the sort reloads the listing sorted, from the first page', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto('/fr/catalog?pageindex=2');
    await expect(page.locator('form.catalog-toolbar[data-widget-mounted]')).toHaveCount(1);
    await expect(page.locator('form.catalog-toolbar button[type="submit"]')).toBeHidden();
    await page.getByLabel('Trier par').selectOption('price-desc');
    await expect(page).toHaveURL(/sort=price-desc/);
    expect(new URL(page.url()).searchParams.has('pageindex')).toBe(false);
    const prices = await page.locator('.product-card__price').allTextContents();
    const amounts = prices.map((p) => Number(p.replace(/[^\d,]/g, '').replace(',', '.')));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  test('changing the page size drops the page; changing the display keeps it', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto('/fr/catalog?pageindex=2');
    await expect(page.locator('form.catalog-toolbar[data-widget-mounted]')).toHaveCount(1);
    await page.getByLabel('Affichage').selectOption('table');
    await expect(page).toHaveURL(/display=table/);
    expect(new URL(page.url()).searchParams.get('pageindex')).toBe('2');
    await expect(page.locator('form.catalog-toolbar[data-widget-mounted]')).toHaveCount(1);
    await page.getByLabel('Produits par page').selectOption('24');
    await expect(page).toHaveURL(/pageSize=24/);
    expect(new URL(page.url()).searchParams.has('pageindex')).toBe(false);
    expect(new URL(page.url()).searchParams.get('display')).toBe('table');
  });
});

test.describe('pagination', () => {
  test('shows two pages each side of the current one', async ({ page, vitrine }) => {
    void vitrine;
    await page.goto('/fr/catalog?pageindex=5');
    await page.locator('nav.pagination').scrollIntoViewIfNeeded();
    await expect(page.locator('nav.pagination[data-widget-mounted]')).toHaveCount(1);
    const pages = page.locator(
      'nav.pagination li:visible a:not([rel]), nav.pagination li:visible [aria-current]',
    );
    await expect(pages).toHaveText(['3', '4', '5', '6', '7']);
  });

  test('shows only the current page on a small screen', async ({ page, vitrine }) => {
    void vitrine;
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto('/fr/catalog?pageindex=5');
    await page.locator('nav.pagination').scrollIntoViewIfNeeded();
    await expect(page.locator('nav.pagination[data-widget-mounted]')).toHaveCount(1);
    const pages = page.locator(
      'nav.pagination li:visible a:not([rel]), nav.pagination li:visible [aria-current]',
    );
    await expect(pages).toHaveText(['5']);
    await expect(page.locator('nav.pagination a[rel="next"]')).toBeVisible();
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(pages).toHaveText(['3', '4', '5', '6', '7']);
  });
});

test.describe('the colour filter', () => {
  /** The space between each colour dot and its name, in px, in the server's boxes or the island's. */
  const dotGaps = (page: Page) =>
    page.locator('form.facets label:has(.swatch)').evaluateAll((labels) =>
      labels
        .filter((label) => (label as HTMLElement).offsetParent !== null)
        .map((label) => {
          const dot = label.querySelector('.swatch')?.getBoundingClientRect();
          const range = document.createRange();
          const name = [...label.childNodes].find((node) => node.nodeType === 3 && node.textContent?.trim());
          if (!dot || !name) return -1;
          range.selectNodeContents(name);
          return Math.round(range.getBoundingClientRect().left - dot.right);
        }),
    );

  test('each colour dot stands apart from its name, at 1280 and at 375 px', async ({ page, vitrine }) => {
    void vitrine;
    await ready(page, '/fr/catalog');
    const gaps = await dotGaps(page);
    expect(gaps.length).toBeGreaterThan(2);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(6);
    const colours = page.locator('form.facets fieldset:has(.swatch)');
    await colours.screenshot({ path: test.info().outputPath('colour-filter-1280.png') });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Filtres' }).click();
    await expect(page.getByRole('dialog', { name: 'Filtres' }).locator('.facets')).toBeVisible();
    for (const gap of await dotGaps(page)) expect(gap).toBeGreaterThanOrEqual(6);
    await colours.screenshot({ path: test.info().outputPath('colour-filter-375.png') });
  });
});

test.describe('listing filtered on a colour', () => {
  test('each card shows its product in that colour', async ({ page, vitrine }) => {
    void vitrine;
    await page.setViewportSize({ width: 1280, height: 900 });
    // A colour some product has only on a later variant, so its usual picture is another colour.
    const colourOf = (product: Product, variant: Variant | undefined) =>
      variant?.ValueIds[product.AttributeIds.indexOf(colourAttributeId)];
    const coloured = products.filter((product) => product.AttributeIds.includes(colourAttributeId));
    const sample = coloured.find((product) =>
      product.Variants.some(
        (variant) => colourOf(product, variant) !== colourOf(product, product.Variants[0]),
      ),
    );
    const other = sample?.Variants.find(
      (variant) => sample && colourOf(sample, variant) !== colourOf(sample, sample.Variants[0]),
    );
    if (!sample || !other) throw new Error('the catalogue has no product in two colours');
    const colour = colourOf(sample, other);
    const filter = JSON.stringify({ ProductAttributes: { [colourAttributeId]: [colour] } });
    await page.goto(`/fr/catalog?pageSize=96&filter=${encodeURIComponent(filter)}`);
    const cards = page.locator('.product-card');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      const productId = Number(await card.getAttribute('data-product-id'));
      const src = (await card.locator('img').first().getAttribute('src')) ?? '';
      const variantId = Number(/\/media\/products\/\d+\/(\d+)\//.exec(src)?.[1]);
      const product = products.find((p) => p.ProductId === productId);
      const variant = product?.Variants.find((v) => v.ProductVariantId === variantId);
      expect(product && variant && colourOf(product, variant), `card ${productId}: ${src}`).toBe(colour);
    }
    await page.screenshot({ path: test.info().outputPath('colour-1280.png') });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: test.info().outputPath('colour-375.png') });
  });
});
