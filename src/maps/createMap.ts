import type { LeafletKeyboardEvent, Map as LeafletMap, Marker, Point } from 'leaflet';
import type { LeafletModule } from './leaflet.ts';
import type { MapConfig } from './mapConfig.ts';
import { markerIcon } from './markerIcon.ts';
import { taskQueue } from './taskQueue.ts';

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

function addMarker(
  L: LeafletModule,
  map: LeafletMap,
  spec: MapMarker,
  onChoose?: (id: string) => void,
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
  if (spec.content) marker.bindPopup(popupOf(spec.content));
  marker.on('click', () => onChoose?.(spec.id));
  // Leaflet turns Enter into a popup only: a marker chosen from the keyboard (Enter, Space) is chosen too.
  marker.on('keypress', (event) => {
    const key = (event as LeafletKeyboardEvent).originalEvent.key;
    if (key === 'Enter' || key === ' ') onChoose?.(spec.id);
  });
  return marker;
}

/** Where a map without centre nor markers looks (Brussels). */
const DEFAULT_CENTER: [number, number] = [50.85, 4.35];

/** Markers added per task: a slice of 10 was 50 to 65 ms at 4x CPU slowdown on a loaded machine (trace). */
export const MARKER_SLICE = 5;

/** Marks a marker active (or not); the active one is drawn on top and brought into view. */
function markActive(map: LeafletMap, marker: Marker, active: boolean): void {
  marker.getElement()?.classList.toggle('is-active', active);
  marker.getElement()?.setAttribute('aria-pressed', String(active));
  marker.setZIndexOffset(active ? 1000 : 0);
  if (active) map.panTo(marker.getLatLng());
}

/**
 * Resizes the map once its element gets a size (a modal opening, a hidden tab shown) and calls
 * `shown` the first time. Sizes come from the observer's entries: no layout read here.
 */
function sizeWhenShown(map: LeafletMap, el: HTMLElement, shown: () => void): () => void {
  let seen = false;
  const observer = new ResizeObserver((entries) => {
    const box = entries[entries.length - 1]?.contentRect;
    if (!box || box.width === 0 || box.height === 0) return;
    map.invalidateSize();
    if (!seen) shown();
    seen = true;
  });
  observer.observe(el);
  return () => observer.disconnect();
}

/**
 * Leaflet's keyboard handler focuses the map on a mouse press and puts back the window's scroll
 * only: in a scrolled box (a modal's body) the focus scrolled the box, the map moved under the
 * pointer, and the release missed the marker pressed. The map is focused first, without scrolling
 * (Leaflet then sees it focused and leaves it); the press then focuses what it is on, as ever.
 */
function focusWithoutScroll(el: HTMLElement): void {
  el.addEventListener(
    'pointerdown',
    () => {
      if (document.activeElement !== el) el.focus({ preventScroll: true });
    },
    true,
  );
}

function leafletMap(L: LeafletModule, el: HTMLElement, view: MapViewOptions): LeafletMap {
  focusWithoutScroll(el);
  return L.map(el, {
    zoomControl: view.zoomControl,
    dragging: view.draggable,
    scrollWheelZoom: view.scrollWheel,
    doubleClickZoom: view.doubleClickZoom,
    keyboard: true,
  });
}

/** Adds the configured tiles (`{key}` filled from the layer's options, as Leaflet fills any `{name}`). */
function addTiles(L: LeafletModule, map: LeafletMap, config: MapConfig, view: MapViewOptions): void {
  const options: Record<string, unknown> = { attribution: config.attribution, maxZoom: 19, key: config.key };
  const tiles = L.tileLayer(config.tileUrlTemplate, options).addTo(map);
  if (view.mapTypeControl) L.control.layers({ Plan: tiles }).addTo(map);
}

/**
 * A Leaflet map in `el` with the configured tiles, the view options and named, keyboard-reachable
 * markers; `onChoose` hears a marker chosen (click or Enter). Fits the markers' bounds when asked
 * (a single marker: centred at the zoom). Many markers are added in slices of `MARKER_SLICE`, one
 * task each; the selection touches only the markers it changes.
 */
export function createMap(
  L: LeafletModule,
  el: HTMLElement,
  config: MapConfig,
  view: MapViewOptions,
  onChoose?: (id: string) => void,
): MapView {
  const map = leafletMap(L, el, view);
  const queue = taskQueue();
  let viewed = false;
  const initialView = () => {
    map.setView(view.center ?? DEFAULT_CENTER, view.zoom);
    viewed = true;
  };
  // A map fitted to markers still to come gets its view from them (one view, no zoom animation),
  // then its tiles in the next task; `setMarkers([])` or a centre shows the default view.
  let tiled = false;
  const tile = () => {
    if (!tiled) addTiles(L, map, config, view);
    tiled = true;
  };
  if (view.center || !view.fitBounds) {
    initialView();
    tile();
  }
  const markers = new Map<string, Marker>();
  let specs: MapMarker[] = [];
  let selectedId: string | null = null;
  const refit = () => {
    if (!view.fitBounds) return;
    if (specs.length === 0) {
      if (!viewed) initialView();
      return;
    }
    const points = specs.map((spec): [number, number] => [spec.latitude, spec.longitude]);
    viewed = true;
    if (points.length === 1) map.setView(points[0] as [number, number], view.zoom);
    else map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: view.zoom });
  };
  // Shown at last (a hidden tab, a modal): fitted again, now that it has a size.
  const stopSizing = sizeWhenShown(map, el, () => {
    if (specs.length > 0) refit();
  });
  const addSlice = (from: number) => {
    for (const spec of specs.slice(from, from + MARKER_SLICE)) {
      const marker = addMarker(L, map, spec, onChoose);
      markers.set(spec.id, marker);
      // A choosable marker is a toggle button: pressed when it is the selection.
      if (onChoose) marker.getElement()?.setAttribute('aria-pressed', 'false');
      if (spec.id === selectedId) markActive(map, marker, true);
    }
    if (from + MARKER_SLICE < specs.length) queue.push(() => addSlice(from + MARKER_SLICE));
  };
  return {
    map,
    setMarkers(list) {
      queue.clear();
      for (const marker of markers.values()) marker.remove();
      markers.clear();
      specs = list;
      // One task each: the view, the tiles, then the markers slice by slice.
      queue.push(refit);
      queue.push(tile);
      queue.push(() => addSlice(0));
    },
    select(id) {
      if (id === selectedId) return;
      const before = selectedId === null ? undefined : markers.get(selectedId);
      if (before) markActive(map, before, false);
      selectedId = id;
      const after = id === null ? undefined : markers.get(id);
      if (after) markActive(map, after, true);
    },
    destroy() {
      queue.clear();
      stopSizing();
      map.remove();
    },
  };
}
