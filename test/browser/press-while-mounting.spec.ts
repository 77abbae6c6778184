import { skipConsentBanner } from '../support/consent.ts';
import { countFilteredListings } from '../support/facets.ts';
import { reachFor } from '../support/firstMove.ts';
import { CHUNK_TIMINGS, pressAfterRest, RESTS } from '../support/personPress.ts';
import { expect, test } from '../support/test.ts';

// A person's press lands at any moment of an island's mount: the pointer arrives (its first sign
// of interest starts the import), rests a while, then presses for 60 ms. Whether the press comes
// before the code, during its evaluation, during the render or after, it counts exactly once.
const ISLAND = { timeout: 15_000 };

test.describe('a press on a facet while its island mounts', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const timing of CHUNK_TIMINGS) {
    for (const rest of RESTS) {
      test(`ticks the box and filters once, by it, on ${timing.name}, the pointer resting ${rest} ms`, async ({
        page,
      }) => {
        await skipConsentBanner(page);
        const facets = page.locator('form.facets');
        await timing.prepare(page, async () => {
          await page.goto('/fr/catalog');
          await reachFor(facets, 'product-filters');
        });
        await page.goto('/fr/catalog');
        const listings = countFilteredListings(page);
        await expect(facets).toHaveAttribute('data-widget-deferred', 'product-filters');
        const box = facets.locator('fieldset[data-facet="Brands"] input[type="checkbox"]').nth(1);
        const brandId = Number(await box.getAttribute('value'));
        await pressAfterRest(box, rest);
        await expect(page).toHaveURL(/filter=/, ISLAND);
        expect(JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')).toEqual({
          Brands: [brandId],
        });
        await expect(page.locator(`fieldset[data-facet="Brands"] input[value="${brandId}"]`)).toBeChecked();
        expect(listings.filtered).toBe(1);
      });
    }
  }
});
