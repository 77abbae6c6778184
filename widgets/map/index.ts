import {
  createMap,
  defineWidget,
  loadLeaflet,
  loadMapConfig,
  MAP_ZOOM,
  option,
  translator,
} from '../../src/index.ts';
import { readMarkers, viewOf } from './mapConfig.ts';
import { textAlternative } from './textAlternative.ts';

let counter = 0;
const altId = () => `vitrine-map-alt-${++counter}`;

export default defineWidget({
  name: 'map',
  strategy: 'visible',
  options: {
    /** The map's accessible name; default 'Map places' (Shippings.MapMarkers). */
    label: option.string(''),
    /** Centre `[lat, lng]` (JSON); default the markers' bounds, else Brussels. */
    center: option.json<unknown>(null),
    /** Map type: only `roadmap` (the configured tiles); others are refused with a warning. */
    type: option.string('roadmap', (v) => v.toLowerCase() === 'roadmap'),
    /** Zoom; default 13. */
    zoom: option.number(MAP_ZOOM, (v) => v >= 0 && v <= 19),
    /** Marker icon for markers without their own; default the built-in pin. */
    icon: option.string(''),
    /** `[{coors: [lat, lng], title, icon, content, id}]`. */
    markers: option.json<unknown>([]),
    draggable: option.boolean(true),
    zoomControl: option.boolean(true),
    scrollWheel: option.boolean(true),
    /** A layers control listing the base map (Leaflet's counterpart of the map type control). */
    mapTypeControl: option.boolean(false),
    /** No Leaflet counterpart (no street view); accepted and ignored. */
    streetViewControl: option.boolean(false),
    disableDoubleClickZoom: option.boolean(false),
    /** Fit the view to the markers; default true. */
    fitBounds: option.boolean(true),
  },
  async mount(el, options, { signal }) {
    const markers = readMarkers(options.markers, options.icon);
    // The texts are asked for first: a name or heading written before they are there is the key.
    const [L, config, t] = await Promise.all([loadLeaflet(), loadMapConfig(), translator()]);
    if (signal.aborted) return () => {};
    const canvas = document.createElement('div');
    canvas.className = 'vitrine-map__canvas';
    canvas.setAttribute('role', 'region');
    canvas.setAttribute('aria-label', options.label || t('Shippings.MapMarkers'));
    // A server list of the places (the fallback without JavaScript) is already read before the
    // map: a second, hidden one would have a screen reader say every place twice.
    const alt = el.textContent?.trim() ? null : textAlternative(markers, t('Shippings.MapMarkers'), altId());
    if (alt) canvas.setAttribute('aria-describedby', alt.id);
    el.append(canvas, ...(alt ? [alt] : []));
    el.classList.add('vitrine-map');
    const view = createMap(L, canvas, config, viewOf(options), (id) => {
      canvas.querySelector(`[data-marker-id="${CSS.escape(id)}"]`)?.setAttribute('aria-expanded', 'true');
    });
    view.setMarkers(markers);
    return () => {
      view.destroy();
      canvas.remove();
      alt?.remove();
      el.classList.remove('vitrine-map');
    };
  },
});
