// The pickup modal's address suggestions come from the country chosen beside the field: a French
// city is offered when France is chosen, never when it is Belgium.
import { cartWithPickup, openPickupModal } from '../support/pickup.ts';
import { expect, test } from '../support/test.ts';

test('the address suggestions are those of the chosen country', async ({ page, vitrine }) => {
  void vitrine;
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/geocoder/search') asked.push(url.searchParams.get('country') ?? '');
  });
  await cartWithPickup(page);
  const modal = await openPickupModal(page);
  const field = modal.getByLabel('Adresse ou ville');
  const suggestions = modal.locator(`datalist#${await field.getAttribute('list')} option`);

  await modal.getByLabel('Pays').selectOption({ label: 'France' });
  await field.fill('Pari');
  await expect(suggestions.and(page.locator('[value*="Paris"]')).first()).toBeAttached();
  expect(asked.at(-1)).toBe('FR');

  await modal.getByLabel('Pays').selectOption({ label: 'Belgique' });
  await field.fill('Paris');
  await expect.poll(() => asked.at(-1)).toBe('BE');
  await expect(suggestions.and(page.locator('[value*="Paris"]'))).toHaveCount(0);
});
