import type { LeafletKeyboardEvent, Map as LeafletMap, Marker } from 'leaflet';
import type { LeafletModule } from './leaflet.ts';
import type { MapConfig } from './mapConfig.ts';
import { markerIcon } from './markerIcon.ts';

/** Spec 9: the zoom of a map (and of a single marker). */
export const MAP_ZOOM = 13;

/** One marker of the spec's map config: coordinates, title, icon, popup content (text) and id. */
export interface MapMarker {
  id: string;
  latitude: number;
  longitude: number;
  title: string;
  iconUrl?: string;
  /** Popup text (set as text, never HTML); none = no popup. */
  content?: string;
}

/** The spec's map options, by their Leaflet counterparts. */
export interface MapViewOptions {
  center?: [number, number];
  zoom: number;
  draggable: boolean;
  zoomControl: boolean;
  scrollWheel: boolean;
  doubleClickZoom: boolean;
  mapTypeControl: boolean;
  fitBounds: boolean;
}

export const DEFAULT_VIEW: MapViewOptions = {
  zoom: MAP_ZOOM,
  draggable: true,
  zoomControl: true,
  scrollWheel: true,
  doubleClickZoom: true,
  mapTypeControl: false,
  fitBounds: true,
};

export interface MapView {
  map: LeafletMap;
  setMarkers(markers: MapMarker[]): void;
  /** Marks one marker active (or none) and brings it into view. */
  select(id: string | null): void;
  destroy(): void;
}

function popupOf(content: string): HTMLElement {
  const el = document.createElement('div');
  el.className = 'vitrine-map__popup';
  el.textContent = content;
  return el;
}

function addMarker(
  L: LeafletModule,
  map: LeafletMap,
  spec: MapMarker,
  onChoose?: (id: string) => void,
): Marker {
  const marker = L.marker([spec.latitude, spec.longitude], {
    icon: markerIcon(L, spec.iconUrl),
    title: spec.title,
    alt: spec.title,
    keyboard: true,
  }).addTo(map);
  const el = marker.getElement();
  el?.setAttribute('role', 'button');
  el?.setAttribute('aria-label', spec.title);
  el?.setAttribute('data-marker-id', spec.id);
  if (spec.content) marker.bindPopup(popupOf(spec.content));
  marker.on('click', () => onChoose?.(spec.id));
  // Leaflet turns Enter into a popup only: a marker chosen from the keyboard (Enter, Space) is chosen too.
  marker.on('keypress', (event) => {
    const key = (event as LeafletKeyboardEvent).originalEvent.key;
    if (key === 'Enter' || key === ' ') onChoose?.(spec.id);
  });
  return marker;
}

/** Resizes the map once its element gets a size (a modal opening, a hidden tab shown). */
function sizeWhenShown(map: LeafletMap, el: HTMLElement, refit: () => void): () => void {
  let seen = el.offsetWidth > 0 && el.offsetHeight > 0;
  const observer = new ResizeObserver(() => {
    const visible = el.offsetWidth > 0 && el.offsetHeight > 0;
    if (!visible) return;
    map.invalidateSize();
    if (!seen) refit();
    seen = true;
  });
  observer.observe(el);
  return () => observer.disconnect();
}

/**
 * A Leaflet map in `el` with the configured tiles, the view options and named, keyboard-reachable
 * markers; `onChoose` hears a marker chosen (click or Enter). Fits the markers' bounds when asked
 * (a single marker: centred at the zoom).
 */
export function createMap(
  L: LeafletModule,
  el: HTMLElement,
  config: MapConfig,
  view: MapViewOptions,
  onChoose?: (id: string) => void,
): MapView {
  const map = L.map(el, {
    zoomControl: view.zoomControl,
    dragging: view.draggable,
    scrollWheelZoom: view.scrollWheel,
    doubleClickZoom: view.doubleClickZoom,
    keyboard: true,
  });
  // `{key}` in the template is filled from the layer's options, as Leaflet fills any `{name}`.
  const tileOptions: Record<string, unknown> = {
    attribution: config.attribution,
    maxZoom: 19,
    key: config.key,
  };
  const tiles = L.tileLayer(config.tileUrlTemplate, tileOptions);
  tiles.addTo(map);
  if (view.mapTypeControl) L.control.layers({ Plan: tiles }).addTo(map);
  map.setView(view.center ?? [50.85, 4.35], view.zoom);
  const markers = new Map<string, Marker>();
  const refit = () => {
    const all = [...markers.values()];
    if (!view.fitBounds || all.length === 0) return;
    if (all.length === 1) map.setView((all[0] as Marker).getLatLng(), view.zoom);
    else
      map.fitBounds(L.latLngBounds(all.map((m) => m.getLatLng())), { padding: [24, 24], maxZoom: view.zoom });
  };
  const stopSizing = sizeWhenShown(map, el, refit);
  return {
    map,
    setMarkers(list) {
      for (const marker of markers.values()) marker.remove();
      markers.clear();
      for (const spec of list) markers.set(spec.id, addMarker(L, map, spec, onChoose));
      refit();
    },
    select(id) {
      for (const [key, marker] of markers) {
        const active = key === id;
        marker.getElement()?.classList.toggle('is-active', active);
        marker.getElement()?.setAttribute('aria-pressed', String(active));
        marker.setZIndexOffset(active ? 1000 : 0);
        if (active) map.panTo(marker.getLatLng());
      }
    },
    destroy() {
      stopSizing();
      map.remove();
    },
  };
}
