import type { MapMarker, MapViewOptions } from '../../src/index.ts';

/** One marker of `data-markers` as the CMS writes it (the CMS's map config: coors, title, icon, content, id). */
export interface RawMarker {
  coors?: unknown;
  title?: unknown;
  icon?: unknown;
  content?: unknown;
  id?: unknown;
}

const str = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** `[lat, lng]`, `{lat, lng}` or `"lat,lng"` as a coordinate pair, or undefined when not one. */
export function readLatLng(value: unknown): [number, number] | undefined {
  let pair: unknown[] = [];
  if (Array.isArray(value)) pair = value;
  else if (typeof value === 'string') pair = value.split(',');
  else if (typeof value === 'object' && value !== null) {
    const r = value as Record<string, unknown>;
    pair = [r.lat ?? r.latitude, r.lng ?? r.longitude];
  }
  const [lat, lng] = pair.map((v) => (typeof v === 'number' ? v : Number.parseFloat(str(v))));
  if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng))
    return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return [lat, lng];
}

/** The markers that have coordinates; each gets an id and a title (bad entries are left out, with a warning). */
export function readMarkers(value: unknown, defaultIcon: string): MapMarker[] {
  const list = Array.isArray(value) ? value : [];
  const markers: MapMarker[] = [];
  list.forEach((raw: RawMarker, index) => {
    const at = typeof raw === 'object' && raw !== null ? readLatLng(raw.coors) : undefined;
    if (!at) {
      console.warn('[vitrine] map: a marker without valid coordinates is left out', raw);
      return;
    }
    const icon = str(raw.icon) || defaultIcon;
    const content = str(raw.content);
    markers.push({
      id: str(raw.id) || `marker-${index + 1}`,
      latitude: at[0],
      longitude: at[1],
      title: str(raw.title) || `${at[0]}, ${at[1]}`,
      ...(icon ? { iconUrl: icon } : {}),
      ...(content ? { content } : {}),
    });
  });
  return markers;
}

/** The view options from the widget's options (the CMS's names → Leaflet counterparts). */
export function viewOf(options: {
  center: unknown;
  zoom: number;
  draggable: boolean;
  zoomControl: boolean;
  scrollWheel: boolean;
  mapTypeControl: boolean;
  disableDoubleClickZoom: boolean;
  fitBounds: boolean;
}): MapViewOptions {
  const center = readLatLng(options.center);
  return {
    ...(center ? { center } : {}),
    zoom: options.zoom,
    draggable: options.draggable,
    zoomControl: options.zoomControl,
    scrollWheel: options.scrollWheel,
    doubleClickZoom: !options.disableDoubleClickZoom,
    mapTypeControl: options.mapTypeControl,
    fitBounds: options.fitBounds,
  };
}
