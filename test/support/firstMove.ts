import { expect, type Locator } from '@playwright/test';

/**
 * What a customer does before using an island that waits for their first move (the cart page,
 * the checkout's summaries, the facets, the product's quantity): the pointer moves onto it. Then
 * waits until its widget has mounted and no part of it waits any longer: the island is on screen.
 */
export async function reachFor(target: Locator, widget: string): Promise<void> {
  await target.page().mouse.move(0, 0);
  await target.hover({ position: { x: 4, y: 4 } });
  await expect(target).toHaveAttribute('data-widget-mounted', new RegExp(`(^| )${widget}( |$)`));
  await expect(target).not.toHaveAttribute('data-widget-deferred');
}
