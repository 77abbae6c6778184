import {
  defineWidget,
  dispatch,
  isPlainClick,
  loadLeaflet,
  loadMapConfig,
  option,
  settings,
} from '../../src/index.ts';
import { pageAddress } from './pageAddress.ts';
import { type PendingSearch, takePendingSearch } from './pendingSearch.ts';
import { carrierKind, queryOfLink, readCountries } from './slotSetup.ts';

const positive = (n: number) => n > 0;
const loadModal = () => import('./openModal.tsx');

/**
 * What the modal needs, fetched (and evaluated) as the customer heads for the link: the modal's
 * chunk and, for a carrier with a map, Leaflet and the map configuration, so that opening the
 * modal does not evaluate Leaflet in the same task as the first list. A failure here is left to
 * the modal, which tries again and reports it.
 */
function prefetchModal(kind: ReturnType<typeof carrierKind>): void {
  loadModal().catch(() => undefined);
  if (kind === 'postal') return;
  loadLeaflet().catch(() => undefined);
  loadMapConfig().catch(() => undefined);
}

/**
 * The modal's chunk did not load (a dropped connection, or a chunk name gone with a new release):
 * reported, and the customer goes to the link's search page, which works without the modal, in a
 * full page load that also brings the current release's chunks.
 */
function failedToLoad(
  el: HTMLElement,
  link: HTMLAnchorElement,
  signal: AbortSignal,
  error: unknown,
): undefined {
  if (signal.aborted) return undefined;
  console.error('[vitrine] widget "pickup-point": the modal could not load; its search page opens', error);
  dispatch('vitrine:widget-error', { widget: 'pickup-point', element: el, error });
  location.assign(link.href);
  return undefined;
}

export default defineWidget({
  name: 'pickup-point',
  // Eager: only a click listener; the modal (React, Leaflet) loads on hover, focus or click.
  strategy: 'eager',
  options: {
    /** The carrier gateway name: `api/v1/shipping/{carrier}/getpickuppoints`. */
    carrier: option.string(''),
    /** `points` (list and map), `postal` (city and postal code, no map) or `static` (the shop's points). */
    carrierKind: option.string('points'),
    /** The carrier's marker icon; empty = the default marker. */
    iconUrl: option.string(''),
    /** SearchRadius of the search (km, page data); default 10. */
    searchRadius: option.number(10, positive),
    /** MaximumListSize of the search (page data); default 20. */
    maximumListSize: option.number(20, positive),
    /** The chosen point's id, preselected in the results. */
    basePointId: option.string(''),
    /** Billing names, saved as the shipping names of the point. */
    billingFirstName: option.string(''),
    billingLastName: option.string(''),
    /** The country selector: `[{CountryId, CountryCode, Name}]`. */
    countries: option.json<unknown>([]),
  },
  mount(el, options, { signal }) {
    const link = el.querySelector<HTMLAnchorElement>('a.pickup-slot__open, a[data-pickup-open]');
    if (!link) throw new Error('pickup-point needs its search link (a.pickup-slot__open) inside');
    if (!options.carrier) throw new Error('pickup-point needs data-carrier');
    let close: (() => void) | undefined;
    const prefetch = () => prefetchModal(carrierKind(options.carrierKind));
    link.addEventListener('pointerenter', prefetch, { once: true, signal });
    link.addEventListener('focus', prefetch, { once: true, signal });
    const open = async (pending?: PendingSearch) => {
      const countries = readCountries(options.countries);
      const { query, shippingMethodId } = queryOfLink(link.href, countries);
      const modal = await loadModal().catch((error: unknown) => failedToLoad(el, link, signal, error));
      // Unmounted while the chunk loaded (a page swap, the slot re-rendered): no modal.
      if (!modal || signal.aborted) return;
      close = modal.openPickupModal(
        { widget: 'pickup-point', element: el, signal },
        {
          carrier: options.carrier,
          kind: carrierKind(options.carrierKind),
          iconUrl: options.iconUrl,
          context: {
            shippingMethodId,
            searchRadius: options.searchRadius,
            maximumListSize: options.maximumListSize,
            culture: settings().culture,
          },
          // Read as the modal opens: a point chosen since the mount (showChosen) is the base.
          baseId: pending?.pointId ?? el.getAttribute('data-base-point-id') ?? options.basePointId,
          billing: { firstName: options.billingFirstName, lastName: options.billingLastName },
          countries,
          initial: query,
          // Read as the modal opens: the address as the customer has it typed or chosen now.
          address: pageAddress(el, countries),
          resume: pending?.query,
        },
      );
    };
    link.addEventListener(
      'click',
      (event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void open();
      },
      { signal },
    );
    // Back from the login a 401 opened (on a search, or on a point's save): the modal opens again,
    // runs that search and selects that point.
    const pending = takePendingSearch(queryOfLink(link.href, []).shippingMethodId);
    if (pending) void open(pending);
    return () => close?.();
  },
});
