import { type IconShape, svgIcon } from '../util/svgIcon.ts';
import type { LeafletModule } from './leaflet/leaflet.ts';

/** The default marker (used when the carrier has no icon): a pin drawn by Vitrine, with DOM calls. */
function pin(): HTMLElement {
  const outline = {
    d: 'M13 1C6.4 1 1 6.4 1 13c0 9 12 22 12 22s12-13 12-22C25 6.4 19.6 1 13 1z',
    fill: 'currentColor',
    stroke: '#fff',
    'stroke-width': '2',
  };
  const dot = { cx: '13', cy: '13', r: '4.5', fill: '#fff' };
  const shapes: IconShape[] = [
    ['path', outline],
    ['circle', dot],
  ];
  // Leaflet appends an Element as it is (an SVG element too); its typings say HTMLElement.
  return svgIcon({ width: '26', height: '36', viewBox: '0 0 26 36' }, shapes) as unknown as HTMLElement;
}

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
    html: pin(),
    className: 'vitrine-map__pin',
    iconSize: [26, 36],
    iconAnchor: [13, 36],
    popupAnchor: [0, -32],
  });
}
