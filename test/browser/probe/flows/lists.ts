import { expect, type Page } from '@playwright/test';
import { signIn } from '../../../support/lists.ts';
import type { Flow } from '../flow.ts';

const WISHLIST = '/fr/catalog/wishlist/list?Id=11';
const BIRTHLIST = '/fr/birthlists/birthlist/list/31';
const modal = (page: Page) => page.locator('dialog.wishlist-modal[open]');
const listSelect = (page: Page) => modal(page).getByLabel('Liste', { exact: true });
const quantityOf = (page: Page, name: string) => page.getByLabel(`Quantité de ${name}`);
const birthRow = (page: Page, name: string) => page.locator('tr.birthlist__item', { hasText: name });
const birthQuantity = (page: Page) =>
  page.locator('dialog.birthlist-quantity-modal[open]').getByLabel('Quantité');

/** A product page, signed in, its heart running (it comes at the first sign of interest). */
async function heartReady(page: Page, path = '/fr/catalog/products/1002'): Promise<void> {
  await signIn(page, path);
  await page.locator('a.wishlist-heart').hover();
  await expect(page.locator('a.wishlist-heart[data-widget-mounted~="wishlist-modal"]')).toHaveCount(1);
}

/** A product page, signed in, with the wish-list modal open. */
async function wishlistModal(page: Page, path?: string): Promise<void> {
  await heartReady(page, path);
  await page.locator('a.wishlist-heart').click();
  await expect(listSelect(page)).toBeVisible();
}

/** The demo customer's wish list 11, its page ready to edit. */
async function wishlistPage(page: Page): Promise<void> {
  await signIn(page, WISHLIST);
  await expect(page.locator('.wishlists .inline-edit__button').first()).toBeVisible();
}

/** The demo customer's birth list 31, its page ready to edit. */
async function birthListPage(page: Page): Promise<void> {
  await signIn(page, BIRTHLIST);
  await expect(
    birthRow(page, 'Lampe Yuma').getByRole('button', { name: /Modifier la quantité/ }),
  ).toBeVisible();
}

/** What another tab's change tells this one (the lists' channel): the page reads itself again. */
async function anotherTabChanged(page: Page, kind: 'wishlist' | 'birthlist'): Promise<void> {
  const other = await page.context().newPage();
  await other.goto('/fr/');
  await other.evaluate((listKind) => {
    new BroadcastChannel('vitrine-lists').postMessage({
      type: 'list-changed',
      kind: listKind,
      listIds: ['11', '31'],
    });
  }, kind);
  await other.close();
}

/** Wish lists and birth lists: the add modals, the list pages, the header count. */
export const listFlows: Flow[] = [
  {
    name: 'wish list: the heart opens the modal',
    setup: (page) => heartReady(page),
    act: (page) => page.locator('a.wishlist-heart').click(),
  },
  {
    name: 'wish list: another list chosen in the modal',
    setup: (page) => wishlistModal(page, '/fr/catalog/products/1001'),
    act: (page) =>
      listSelect(page)
        .selectOption({ label: 'Anniversaire' })
        .then(() => {}),
  },
  {
    name: 'wish list: a product added',
    async setup(page) {
      await wishlistModal(page);
      await listSelect(page).selectOption({ label: 'Bureau' });
      await modal(page).getByLabel('Quantité').fill('4');
    },
    act: (page) => modal(page).getByRole('button', { name: 'Ajouter à la liste de souhaits' }).click(),
    typed: (page) => ({ field: modal(page).getByLabel('Quantité'), value: '4' }),
  },
  {
    name: 'wish list: a product taken out of the chosen list',
    async setup(page) {
      await wishlistModal(page, '/fr/catalog/products/1001');
      await listSelect(page).selectOption({ label: 'Anniversaire' });
      await expect(modal(page).getByRole('button', { name: 'Retirer de cette liste' })).toBeVisible();
    },
    act: (page) => modal(page).getByRole('button', { name: 'Retirer de cette liste' }).click(),
  },
  {
    name: 'wish list page: the name edited',
    setup: wishlistPage,
    async act(page) {
      await page.getByRole('button', { name: 'Modifier le nom' }).click();
      await page.getByLabel('Nom', { exact: true }).fill('Cuisine neuve');
      await page.getByLabel('Nom', { exact: true }).press('Enter');
    },
    typed: (page) => ({ field: page.getByLabel('Nom', { exact: true }), value: 'Cuisine neuve' }),
  },
  {
    name: 'wish list page: the description edited',
    setup: wishlistPage,
    async act(page) {
      await page.getByRole('button', { name: 'Modifier la description' }).click();
      await page.getByLabel('Description').fill('Autre chose');
      await page.getByLabel('Description').press('Enter');
    },
    typed: (page) => ({ field: page.getByLabel('Description'), value: 'Autre chose' }),
  },
  {
    name: 'wish list page: a quantity typed',
    setup: wishlistPage,
    async act(page) {
      await quantityOf(page, 'Tasse Opale').fill('9');
      await quantityOf(page, 'Tasse Opale').press('Enter');
    },
    typed: (page) => ({ field: quantityOf(page, 'Tasse Opale'), value: '9' }),
  },
  {
    name: 'wish list page: an item removed',
    setup: wishlistPage,
    act: (page) => page.getByRole('button', { name: 'Retirer Lampe Jade de la liste' }).click(),
  },
  {
    name: 'wish list page: an item removed from every list',
    setup: wishlistPage,
    act: (page) => page.getByRole('button', { name: 'Retirer T-shirt Quartz de toutes mes listes' }).click(),
  },
  {
    name: 'wish list page: the list deleted',
    setup: wishlistPage,
    async act(page) {
      await page.getByRole('button', { name: 'Supprimer cette liste' }).click();
      await page.locator('dialog.vitrine-confirm[open]').getByRole('button', { name: 'Confirmer' }).click();
    },
  },
  {
    name: 'wish list page: everything ordered',
    setup: wishlistPage,
    act: (page) => page.getByRole('button', { name: 'Tout commander' }).click(),
  },
  {
    name: 'wish list page: another list opened',
    setup: wishlistPage,
    act: (page) => page.getByRole('link', { name: 'Anniversaire' }).click(),
  },
  {
    name: 'wish list page: another tab changed a list',
    setup: wishlistPage,
    act: (page) => anotherTabChanged(page, 'wishlist'),
  },
  {
    name: 'birth list: a product added',
    async setup(page) {
      await signIn(page, '/fr/catalog/products/1002');
      await expect(page.locator('form.birthlist-add')).toHaveAttribute(
        'data-widget-mounted',
        /birthlist-add/,
      );
      await page.locator('form.birthlist-add').getByLabel('Quantité').fill('2');
    },
    act: (page) =>
      page
        .locator('form.birthlist-add')
        .getByRole('button', { name: 'Ajouter à la liste de naissance' })
        .click(),
    typed: (page) => ({ field: page.locator('form.birthlist-add').getByLabel('Quantité'), value: '2' }),
  },
  {
    name: 'birth list page: a priority ticked',
    setup: birthListPage,
    act: (page) => page.getByLabel('Lampe Yuma prioritaire').click(),
  },
  {
    name: 'birth list page: a quantity saved',
    async setup(page) {
      await birthListPage(page);
      await birthRow(page, 'Lampe Yuma')
        .getByRole('button', { name: 'Modifier la quantité de Lampe Yuma' })
        .click();
      await birthQuantity(page).fill('7');
    },
    act: (page) =>
      page
        .locator('dialog.birthlist-quantity-modal[open]')
        .getByRole('button', { name: 'Enregistrer' })
        .click(),
    typed: (page) => ({ field: birthQuantity(page), value: '7' }),
  },
  {
    name: 'birth list page: an item removed',
    setup: birthListPage,
    act: (page) =>
      birthRow(page, 'Lampe Yuma').getByRole('button', { name: 'Retirer Lampe Yuma de la liste' }).click(),
  },
  {
    name: 'birth list page: the list deleted',
    setup: birthListPage,
    async act(page) {
      await page.getByRole('button', { name: 'Supprimer la liste de naissance' }).click();
      await page.locator('dialog.vitrine-confirm').getByRole('button', { name: 'Confirmer' }).click();
    },
  },
  {
    name: 'birth list page: its information saved',
    async setup(page) {
      await birthListPage(page);
      await page.getByLabel('Nom de la liste').fill('Naissance de Léa et Tom');
    },
    act: (page) => page.getByRole('button', { name: 'Enregistrer les informations' }).click(),
    typed: (page) => ({ field: page.getByLabel('Nom de la liste'), value: 'Naissance de Léa et Tom' }),
  },
  {
    name: 'birth list page: another tab changed the list',
    setup: birthListPage,
    act: (page) => anotherTabChanged(page, 'birthlist'),
  },
];
