import type { Map as LeafletMap, Marker } from 'leaflet';
import { t } from '../i18n/index.ts';
import { frameMap } from './frameMap.ts';
import type { LeafletModule } from './leaflet/leaflet.ts';
import { allowLibraryMarkup } from './libraryMarkup.ts';
import type { MapConfig } from './mapConfig.ts';
import { addMarker, markActive } from './mapMarker.ts';
import { taskQueue } from './taskQueue.ts';

/** The default zoom of a map (and of a single marker). */
export const MAP_ZOOM = 13;

/** One marker of the CMS's map config: coordinates, title, icon, popup content (text) and id. */
export interface MapMarker {
  id: string;
  latitude: number;
  longitude: number;
  title: string;
  iconUrl?: string;
  /** Popup text (set as text, never HTML); none = no popup. */
  content?: string;
}

/** The CMS's map options, by their Leaflet counterparts. */
export interface MapViewOptions {
  center?: [number, number];
  zoom: number;
  draggable: boolean;
  zoomControl: boolean;
  scrollWheel: boolean;
  doubleClickZoom: boolean;
  mapTypeControl: boolean;
  fitBounds: boolean;
  /**
   * Whether each marker is a Tab stop (default true). A map beside a list of the same places says
   * false: the list is the keyboard's way, and 30 markers between it and the next control are 30
   * Tabs. The markers can still be focused by script and chosen with Enter or Space.
   */
  markersInTabOrder?: boolean;
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

/** Markers added per task: a slice of 10 was 50 to 65 ms at 4x CPU slowdown on a loaded machine (trace). */
export const MARKER_SLICE = 5;

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

/** The attribution line's credit to Leaflet. */
export const LEAFLET_CREDIT = '<a href="https://leafletjs.com">Leaflet</a>';

function leafletMap(L: LeafletModule, el: HTMLElement, view: MapViewOptions): LeafletMap {
  focusWithoutScroll(el);
  const map = L.map(el, {
    zoomControl: false,
    attributionControl: false,
    dragging: view.draggable,
    scrollWheelZoom: view.scrollWheel,
    doubleClickZoom: view.doubleClickZoom,
    keyboard: true,
  });
  // Leaflet's own buttons are named in English ("Zoom in"): these are named in the page's language.
  if (view.zoomControl) {
    L.control
      .zoom({ zoomInTitle: t('Shippings.MapZoomIn'), zoomOutTitle: t('Shippings.MapZoomOut') })
      .addTo(map);
  }
  // Leaflet's credit link carries an English title: the link alone. Its markup is allowed for
  // Leaflet's sink (Trusted Types), with the tiles' attribution when they come (frameMap).
  allowLibraryMarkup([LEAFLET_CREDIT]);
  L.control.attribution({ prefix: LEAFLET_CREDIT }).addTo(map);
  return map;
}

/**
 * A Leaflet map in `el` with the configured tiles, the view options (the zoom buttons named in the
 * page's language: call it once the strings are there) and named, keyboard-reachable markers;
 * `onChoose` hears a marker chosen (click or Enter). Fits the markers' bounds when asked (a single
 * marker: centred at the zoom). Many markers are added in slices of `MARKER_SLICE`, one
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
  const frame = frameMap(L, map, config, view);
  const markers = new Map<string, Marker>();
  let specs: MapMarker[] = [];
  let selectedId: string | null = null;
  // Shown at last (a hidden tab, a modal): fitted again, now that it has a size.
  const stopSizing = sizeWhenShown(map, el, () => {
    if (specs.length > 0) frame.fit(specs);
  });
  const addSlice = (from: number) => {
    for (const spec of specs.slice(from, from + MARKER_SLICE)) {
      const marker = addMarker(L, map, spec, onChoose, view.markersInTabOrder !== false);
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
      queue.push(() => frame.fit(specs));
      queue.push(frame.tile);
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
