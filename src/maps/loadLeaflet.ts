import { loadOnce } from '../async/loadOnce.ts';

/**
 * Leaflet (its ES module build), the first time a map is about to be seen; under Trusted Types
 * its own markup is allowed first, and nothing else (`leafletMarkup.ts`). Its loader is here
 * rather than in src/libraries because that markup belongs to the maps layer.
 */
export const loadLeaflet = loadOnce(() => import('./leaflet/leaflet.ts'));
