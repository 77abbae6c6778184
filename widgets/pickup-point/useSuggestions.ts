import { useEffect, useState } from 'react';
import type { Geocoder, GeoPlace } from '../../src/index.ts';

/** Address suggestions from the geocoder, restricted to the country, from 2 characters; failures logged only. */
export function useSuggestions(
  geocoder: Geocoder,
  text: string,
  countryCode: string,
  enabled: boolean,
): GeoPlace[] {
  const [places, setPlaces] = useState<GeoPlace[]>([]);
  useEffect(() => {
    if (!enabled || text.trim().length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      geocoder
        .search(text, countryCode, controller.signal)
        .then(setPlaces)
        .catch((error: unknown) => console.warn('[vitrine] pickup-point: address suggestions failed', error));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [geocoder, text, countryCode, enabled]);
  return places;
}
