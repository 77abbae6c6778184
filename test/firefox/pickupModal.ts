import type { Page } from 'puppeteer-core';
import { call } from './shop.ts';
import { at, eventually, gone, shown, until } from './wait.ts';

/** The relay carrier's shipping method in the fixture (fixtures/data/shipping.ts). */
const RELAY = 4;
export const MODAL = 'dialog.pickup-modal[open]';

/** In the cart: the relay method, then its slot's link opens the pickup modal. */
export async function openRelayModal(page: Page): Promise<void> {
  await at(page, `input[name="ShippingMethodId"][value="${RELAY}"]`).click();
  await eventually(
    () => call<{ ShippingMethodId: number }>(page, '/api/v1/shoppingcarts'),
    (cart) => cart.ShippingMethodId === RELAY,
  );
  await at(page, '.pickup-slot[data-widget-mounted~="pickup-point"] a').click();
  await shown(page, MODAL);
}

/**
 * Searches a place typed in the modal and waits until its own answer is listed (not the search the
 * modal starts with), as test/support/pickup.ts's `searchAndList` does.
 */
export async function searchPlace(page: Page, place: string): Promise<void> {
  await at(page, `${MODAL} #pickup-modal-address`).fill(place);
  await at(page, `${MODAL} form.pickup-modal__search button[type="submit"]`).click();
  await eventually(
    async () => {
      const searches = await call<{ body: { Address?: string } }[]>(page, '/__fixtures/pickup/searches');
      return searches.at(-1)?.body.Address;
    },
    (address) => address === place,
  );
  await until(
    page,
    (modal) => {
      const status = document.querySelector(`${modal} .pickup-modal__status`)?.textContent ?? '';
      return !status.startsWith('Recherche') && document.querySelector(`${modal} .pickup-point input`);
    },
    {},
    MODAL,
  );
}

/** The relay method, the modal, the first point found near `place`, Choose: the modal closes. */
export async function choosePickupPoint(page: Page, place: string): Promise<void> {
  await openRelayModal(page);
  await searchPlace(page, place);
  await at(page, `${MODAL} .pickup-point input[type="radio"]`).click();
  await at(page, `${MODAL} .pickup-modal__choose:not([disabled])`).click();
  await gone(page, 'dialog.pickup-modal');
}
