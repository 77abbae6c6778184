import { prefill } from './locationCookies.ts';
import type { PickupQuery } from './searchRequest.ts';

/** The page address the tab's last successful search was made after (this tab only). */
const SEARCHED_AFTER = 'vitrine:pickup-searched-after';

const keyOf = (address: PickupQuery) => [address.countryCode, address.postalCode, address.city].join('|');

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The modal's first search. Without an address on the page: the remembered place, else the link's
 * query (as on the cart page). With one: the address, unless the remembered place is newer, that
 * is, a search made in this tab after this same address was given (the customer looked elsewhere
 * on purpose); a new or changed address wins over an older search, and over a cookie from an
 * earlier visit.
 */
export function startingPlace(link: PickupQuery, address: PickupQuery | null): PickupQuery {
  if (!address) return prefill(link);
  if (storage()?.getItem(SEARCHED_AFTER) !== keyOf(address)) return address;
  return prefill(address);
}

/** A search succeeded while the page had this address: the searched place is now newer than it. */
export function noteSearchedAfter(address: PickupQuery): void {
  try {
    storage()?.setItem(SEARCHED_AFTER, keyOf(address));
  } catch {
    // A full or blocked storage: the address simply wins next time.
  }
}
