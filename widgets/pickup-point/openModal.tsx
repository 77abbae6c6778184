import {
  cmsGeocoder,
  type DetachedOptions,
  dispatch,
  growl,
  mountDetached,
  navigateTo,
  t,
} from '../../src/index.ts';
import { PickupModal, type PickupModalProps } from './PickupModal.tsx';
import { showChosen } from './showChosen.ts';
import { startingPlace } from './startingPlace.ts';

export type ModalSetup = Omit<PickupModalProps, 'onClose' | 'onSaved' | 'geocoder' | 'initial' | 'signal'> & {
  /** The link's query: the first search when the page has no address. */
  initial: PickupModalProps['initial'];
  /** A search a 401 interrupted, run again as it was typed (instead of the cookies' place). */
  resume?: PickupModalProps['initial'] | undefined;
};

/**
 * Opens the modal (focus goes back to the link when it closes). A saved point shows in the slot at
 * once and is announced, and the content region reloads, as the cart page does after a change, unless a listener of the
 * cancelable `vitrine:pickup-point-saved` event (the checkout, which keeps its form) reloads itself.
 */
export function openPickupModal(owner: DetachedOptions, setup: ModalSetup): () => void {
  return mountDetached(owner, (unmount) => (
    <PickupModal
      {...setup}
      initial={setup.resume ?? startingPlace(setup.initial, setup.address)}
      geocoder={cmsGeocoder}
      signal={owner.signal}
      onClose={unmount}
      onSaved={(point) => {
        unmount();
        showChosen(owner.element, point);
        growl(t('Shippings.PickupSaved', { name: point.name }), { type: 'success' });
        const detail = { shippingMethodId: setup.context.shippingMethodId, name: point.name };
        if (dispatch('vitrine:pickup-point-saved', detail, { cancelable: true }))
          // Refreshed in place: the customer stays where they were, on the slot's button.
          void navigateTo(location.href, { replace: true, keepFocus: true, keepScroll: true });
      }}
    />
  ));
}
