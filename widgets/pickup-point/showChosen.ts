import { t } from '../../src/index.ts';
import type { PickupPoint } from './pickupPoint.ts';

/**
 * Shows a saved point in its slot at once, as the server writes a chosen one (its name, street,
 * postal code and city in `.pickup-slot__chosen`, the link saying Change), so that the slot never
 * says "no point chosen" while the page's fresh copy is on its way: that copy replaces it. The
 * slot's `data-base-point-id` becomes the point's, so the modal opened again meanwhile selects it.
 */
export function showChosen(slot: Element, point: PickupPoint): void {
  slot.setAttribute('data-base-point-id', point.id);
  const address = document.createElement('address');
  address.className = 'pickup-slot__chosen';
  const name = document.createElement('strong');
  name.textContent = point.name;
  const place = [point.postCode, point.city].filter(Boolean).join(' ');
  address.append(name, document.createElement('br'), point.address, document.createElement('br'), place);
  const shown = slot.querySelector('.pickup-slot__chosen, .pickup-slot__none');
  if (shown) shown.replaceWith(address);
  else slot.querySelector('a.pickup-slot__open, a[data-pickup-open]')?.before(address);
  const link = slot.querySelector<HTMLAnchorElement>('a.pickup-slot__open, a[data-pickup-open]');
  if (link) link.textContent = t('Shippings.PickupChange');
}
