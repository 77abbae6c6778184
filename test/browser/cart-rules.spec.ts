// A product sold by six (T-shirt Vega: at least 6, by 6, at most 60), in the cart island: the field
// carries the product's rules, and a quantity the shop changes to fit them is said on its line.
import { openCart, seedCart } from '../support/cart.ts';
import { expect, test } from '../support/test.ts';

const BY_SIX = 100701;

test('the cart island’s field steps by the product’s rules, and a quantity the shop adjusts is said on its line', async ({
  page,
  vitrine,
}) => {
  void vitrine;
  await seedCart(page, [{ ProductVariantId: BY_SIX, Quantity: 6 }]);
  await openCart(page);
  const field = page.locator('.cart-island .cart-line').first().getByRole('spinbutton');
  await expect(field).toHaveAttribute('min', '6');
  await expect(field).toHaveAttribute('step', '6');
  await expect(field).toHaveAttribute('max', '60');
  // The arrow key steps as the rules say: 6 → 12, saved as such.
  await field.focus();
  await field.press('ArrowUp');
  await expect(field).toHaveValue('12');
  await field.press('Enter');
  await expect
    .poll(async () => (await page.request.get('/api/v1/shoppingcarts')).json())
    .toMatchObject({
      Items: [{ Quantity: 12 }],
    });
  // 10 is no multiple of six: the shop keeps 12 and the line says why, in words.
  await field.fill('10');
  await field.press('Enter');
  const status = page.locator('.cart-island .cart-line').first().locator('.cart-line__status');
  await expect(status).toHaveText(/^La quantité de « T-shirt Vega[^»]* » a été ajustée à 12\.$/);
  await expect(field).toHaveValue('12');
});
