// Leaflet, loaded on demand by `loadLeaflet()` (../loadLeaflet.ts): the chunk of its own that holds it.
// The build aliases `leaflet` to its ES module file (build.mjs says why).
// Its own markup is allowed first (Trusted Types): modules are evaluated in the order imported.
import '../leafletMarkup.ts';

export * from 'leaflet';

/** Leaflet's module, as the maps core receives it. */
export type LeafletModule = typeof import('leaflet');
