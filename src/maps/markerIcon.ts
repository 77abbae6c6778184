import type { LeafletModule } from '../libraries/leaflet.ts';

/** The default marker (used when the carrier has no icon): a pin drawn by Vitrine. */
const PIN =
  '<svg xmlns="http://www.w3.org/2000/svg" width="26" height="36" viewBox="0 0 26 36" aria-hidden="true" focusable="false"><path d="M13 1C6.4 1 1 6.4 1 13c0 9 12 22 12 22s12-13 12-22C25 6.4 19.6 1 13 1z" fill="currentColor" stroke="#fff" stroke-width="2"/><circle cx="13" cy="13" r="4.5" fill="#fff"/></svg>';

/** A marker icon: the given image, else the default pin (its colour follows `.vitrine-map__pin`). */
export function markerIcon(L: LeafletModule, iconUrl: string | undefined) {
  if (iconUrl)
    return L.icon({
      iconUrl,
      iconSize: [30, 40],
      iconAnchor: [15, 40],
      popupAnchor: [0, -36],
      className: 'vitrine-map__icon',
    });
  return L.divIcon({
    html: PIN,
    className: 'vitrine-map__pin',
    iconSize: [26, 36],
    iconAnchor: [13, 36],
    popupAnchor: [0, -32],
  });
}
