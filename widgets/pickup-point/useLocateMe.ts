import { useCallback, useEffect, useRef, useState } from 'react';
import type { Geocoder } from '../../src/index.ts';
import { locateMe, supportedGeolocation } from './locateMe.ts';
import type { PickupQuery } from './searchRequest.ts';

/**
 * "Use my location" for the search form: `supported` is false without geolocation (no button);
 * `locate()` is busy until the position's postal area is found (then `onFound`) or a failure was
 * logged; `cancel()` (a search typed meanwhile) and the unmount drop the answer.
 */
export function useLocateMe(
  geocoder: Geocoder,
  countries: readonly { CountryCode: string }[],
  onFound: (query: PickupQuery) => void,
) {
  const [geolocation] = useState(() => supportedGeolocation());
  const [busy, setBusy] = useState(false);
  const current = useRef<AbortController | null>(null);
  const found = useRef(onFound);
  found.current = onFound;
  const cancel = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setBusy(false);
  }, []);
  useEffect(() => () => current.current?.abort(), []);
  const locate = useCallback(async () => {
    if (!geolocation) return;
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setBusy(true);
    const outcome = await locateMe(geolocation, geocoder, countries, controller.signal);
    if (controller.signal.aborted) return;
    current.current = null;
    setBusy(false);
    if (outcome.kind === 'found') found.current(outcome.query);
  }, [geolocation, geocoder, countries]);
  return { supported: geolocation !== undefined, busy, locate, cancel };
}
