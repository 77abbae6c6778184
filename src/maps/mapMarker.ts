import type { LeafletKeyboardEvent, Map as LeafletMap, Marker, Point } from 'leaflet';
import type { MapMarker } from './createMap.ts';
import type { LeafletModule } from './leaflet/leaflet.ts';
import { markerIcon } from './markerIcon.ts';

/** A popup's content, set as text, never as HTML. */
function popupOf(content: string): HTMLElement {
  const el = document.createElement('div');
  el.className = 'vitrine-map__popup';
  el.textContent = content;
  return el;
}

/** Leaflet's marker internals that `flatMarker` builds on (Leaflet 1.9). */
interface MarkerInternals {
  _icon?: HTMLElement | null;
  _shadow?: HTMLElement | null;
  _setPos(pos: Point): void;
}

/** Built once: Leaflet is one module for the whole page (`loadLeaflet`). */
let FlatMarker: typeof Marker | undefined;

/**
 * Leaflet's marker, placed with a 2D `translate` instead of Leaflet's `translate3d`: a 3D transform
 * makes each marker a composited layer of its own, and with 200 markers every frame of a pan spent
 * 12 to 29 ms layerizing them and 5 to 20 ms committing them at 4x CPU slowdown (traces). Leaflet
 * keeps its own record of the position; only the transform it wrote is replaced.
 */
function flatMarker(L: LeafletModule): typeof Marker {
  const place = (L.Marker.prototype as unknown as MarkerInternals)._setPos;
  FlatMarker ??= L.Marker.extend({
    _setPos(this: MarkerInternals, pos: Point) {
      place.call(this, pos);
      for (const el of [this._icon, this._shadow])
        if (el) el.style.transform = `translate(${pos.x}px,${pos.y}px)`;
    },
  }) as typeof Marker;
  return FlatMarker;
}

/**
 * Adds one named, keyboard-reachable marker; `onChoose` hears it chosen (click, Enter or Space).
 * Out of the Tab order when `inTabOrder` is false (still focusable by script).
 */
export function addMarker(
  L: LeafletModule,
  map: LeafletMap,
  spec: MapMarker,
  onChoose?: (id: string) => void,
  inTabOrder = true,
): Marker {
  const FlatMarker = flatMarker(L);
  const marker = new FlatMarker([spec.latitude, spec.longitude], {
    icon: markerIcon(L, spec.iconUrl),
    title: spec.title,
    alt: spec.title,
    keyboard: true,
  }).addTo(map);
  const el = marker.getElement();
  // Taken by pointer through our own class (widgets/map/style.css): Leaflet's stylesheet restyles
  // every `leaflet-interactive` element when a drag starts and ends (`.leaflet-dragging …`).
  el?.classList.remove('leaflet-interactive');
  el?.setAttribute('role', 'button');
  el?.setAttribute('aria-label', spec.title);
  el?.setAttribute('data-marker-id', spec.id);
  if (!inTabOrder) el?.setAttribute('tabindex', '-1');
  if (spec.content) marker.bindPopup(popupOf(spec.content));
  marker.on('click', () => onChoose?.(spec.id));
  // Leaflet turns Enter into a popup only: a marker chosen from the keyboard (Enter, Space) is chosen too.
  marker.on('keypress', (event) => {
    const key = (event as LeafletKeyboardEvent).originalEvent.key;
    if (key === 'Enter' || key === ' ') onChoose?.(spec.id);
  });
  return marker;
}

/** Marks a marker active (or not); the active one is drawn on top and brought into view. */
export function markActive(map: LeafletMap, marker: Marker, active: boolean): void {
  marker.getElement()?.classList.toggle('is-active', active);
  marker.getElement()?.setAttribute('aria-pressed', String(active));
  marker.setZIndexOffset(active ? 1000 : 0);
  if (active) map.panTo(marker.getLatLng());
}
