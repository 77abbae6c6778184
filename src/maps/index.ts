export {
  createMap,
  DEFAULT_VIEW,
  MAP_ZOOM,
  type MapMarker,
  type MapView,
  type MapViewOptions,
} from './createMap.ts';
export { GeocoderError } from './GeocoderError.ts';
export { cmsGeocoder, type Geocoder, type GeoPlace } from './geocoder.ts';
export { loadLeaflet } from './loadLeaflet.ts';
export { loadMapConfig, MAP_CONFIG_PATH, type MapConfig, parseMapConfig } from './mapConfig.ts';
