import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { VARIANT } from '../support/cart.ts';
import { MODAL, openRelayModal, searchPlace } from './pickupModal.ts';
import { call, connectFirefox, newVisitor, open, SHOP } from './shop.ts';
import { eventually, reachFor } from './wait.ts';

const firefox = connectFirefox();

/** How the chosen point's parts lie in the list's view: how far each pokes out of it, in px. */
function outOfView(page: Page, id: string): Promise<Record<string, number>> {
  return page.evaluate(
    (modal, pointId) => {
      const list = document.querySelector(`${modal} .pickup-modal__list`)?.getBoundingClientRect();
      const item = document.querySelector(`${modal} .pickup-point[data-point-id="${CSS.escape(pointId)}"]`);
      const parts = { name: '.pickup-point__name', address: '.pickup-point__address', hours: 'summary' };
      return Object.fromEntries(
        Object.entries(parts).map(([part, selector]) => {
          const box = item?.querySelector(selector)?.getBoundingClientRect();
          if (!list || !box) return [part, Number.POSITIVE_INFINITY];
          return [part, Math.max(0, list.top - box.top, box.bottom - list.bottom)];
        }),
      );
    },
    MODAL,
    id,
  );
}

describe('in Firefox, the pickup modal', () => {
  it('shows a point chosen on the map whole in the list: its name, address and hours', async () => {
    const { context, page, problems } = await newVisitor(firefox());
    try {
      await page.goto(`${SHOP}/__fixtures/pickup/searches`);
      await call(page, '/__fixtures/cart', { lines: [{ ProductVariantId: VARIANT.lowStock, Quantity: 1 }] });
      await open(page, '/fr/shoppingcarts');
      await reachFor(page, 'form.cart-form', 'cart-page');
      await openRelayModal(page);
      await searchPlace(page, 'Gand');
      await eventually(
        () => page.$$eval(`${MODAL} .pickup-point`, (items) => items.length),
        (n) => n === 14,
      );
      // A point far down the list, chosen on the map (its marker, as a keyboard user presses it).
      const id = await page.$eval(`${MODAL} .pickup-point:nth-child(11)`, (li) =>
        li.getAttribute('data-point-id'),
      );
      if (!id) throw new Error('the eleventh point has no id');
      await page.$eval(`${MODAL} .leaflet-marker-icon[data-marker-id="${id}"]`, (marker) =>
        (marker as HTMLElement).focus(),
      );
      await page.keyboard.press('Enter');
      await page.waitForSelector(`${MODAL} .pickup-point.is-active[data-point-id="${id}"] input:checked`);
      const seen = await eventually(
        () => outOfView(page, id),
        (parts) => Object.values(parts).every((px) => px <= 1),
        5_000,
      ).catch(async () => outOfView(page, id));
      expect(seen).toEqual({ name: 0, address: 0, hours: 0 });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
