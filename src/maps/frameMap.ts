import type { Map as LeafletMap } from 'leaflet';
import { attributionHtml } from './attributionHtml.ts';
import { LEAFLET_CREDIT, type MapMarker, type MapViewOptions } from './createMap.ts';
import type { LeafletModule } from './leaflet/leaflet.ts';
import { allowLibraryMarkup } from './libraryMarkup.ts';
import type { MapConfig } from './mapConfig.ts';

/** Where a map without centre nor markers looks (Brussels). */
const DEFAULT_CENTER: [number, number] = [50.85, 4.35];

/**
 * Adds the configured tiles (`{key}` filled from the layer's options, as Leaflet fills any `{name}`).
 * Leaflet shows the attribution as HTML: it is reduced to text and http(s) links first.
 */
function addTiles(L: LeafletModule, map: LeafletMap, config: MapConfig, view: MapViewOptions): void {
  const attribution = attributionHtml(config.attribution);
  // The line Leaflet writes (Trusted Types: exactly this markup is allowed, see allowLibraryMarkup).
  const line = attribution
    ? `${LEAFLET_CREDIT} <span aria-hidden="true">|</span> ${attribution}`
    : LEAFLET_CREDIT;
  allowLibraryMarkup(view.mapTypeControl ? [line, ' Plan'] : [line]);
  const options: Record<string, unknown> = { attribution, maxZoom: 19, key: config.key };
  const tiles = L.tileLayer(config.tileUrlTemplate, options).addTo(map);
  if (view.mapTypeControl) L.control.layers({ Plan: tiles }).addTo(map);
}

/** A map's view and tiles, set once each; `fit` frames the markers (when the view options say so). */
export interface MapFrame {
  /** Adds the tiles, the first time only. */
  tile(): void;
  /** Fits the view to the markers' bounds (a single one centred at the zoom; none: the default view). */
  fit(markers: readonly MapMarker[]): void;
}

/**
 * A map fitted to markers still to come gets its view from them (one view, no zoom animation), then
 * its tiles in the next task; `fit([])` or a centre shows the default view, with the tiles at once.
 */
export function frameMap(
  L: LeafletModule,
  map: LeafletMap,
  config: MapConfig,
  view: MapViewOptions,
): MapFrame {
  let viewed = false;
  let tiled = false;
  const initialView = () => {
    map.setView(view.center ?? DEFAULT_CENTER, view.zoom);
    viewed = true;
  };
  const tile = () => {
    if (!tiled) addTiles(L, map, config, view);
    tiled = true;
  };
  if (view.center || !view.fitBounds) {
    initialView();
    tile();
  }
  const fit = (markers: readonly MapMarker[]) => {
    if (!view.fitBounds) return;
    if (markers.length === 0) {
      if (!viewed) initialView();
      return;
    }
    const points = markers.map((spec): [number, number] => [spec.latitude, spec.longitude]);
    viewed = true;
    if (points.length === 1) map.setView(points[0] as [number, number], view.zoom);
    else map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: view.zoom });
  };
  return { tile, fit };
}
