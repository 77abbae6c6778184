export { createMap, DEFAULT_VIEW, MAP_ZOOM, type MapMarker, type MapView, type MapViewOptions } from './createMap.ts';
export { GeocoderError } from './GeocoderError.ts';
export { cmsGeocoder, type GeoPlace, type Geocoder } from './geocoder.ts';
export { type LeafletModule, loadLeaflet, mapLibraryState, type MapLibraryState } from './leaflet.ts';
export { loadMapConfig, MAP_CONFIG_PATH, type MapConfig, parseMapConfig } from './mapConfig.ts';
