import { request } from '../http/index.ts';
import { mediaOrigins } from '../links/answerUrls.ts';
import { settings } from '../settings/index.ts';
import { decideNavigation } from '../url/urlPolicy.ts';

/** How Leaflet draws the base map: the tile URL template (`{z}/{x}/{y}`, `{key}`), attribution and key. */
export interface MapConfig {
  tileUrlTemplate: string;
  attribution: string;
  key: string;
}

/** The call that answered the maps key in the CMS; here it answers the whole map configuration. */
export const MAP_CONFIG_PATH = 'api/v1/settings/GoogleFrontAPIKey';

const OPEN_STREET_MAP: MapConfig = {
  tileUrlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap',
  key: '',
};

const str = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** Reads a configuration object; a missing template keeps the fallback's, a lone `key` keeps its tiles. */
export function parseMapConfig(value: unknown, fallback: MapConfig): MapConfig {
  if (typeof value === 'string') return { ...fallback, key: value };
  if (typeof value !== 'object' || value === null) return fallback;
  const raw = value as Record<string, unknown>;
  return {
    tileUrlTemplate: str(raw.tileUrlTemplate) ?? fallback.tileUrlTemplate,
    attribution: str(raw.attribution) ?? fallback.attribution,
    key: str(raw.key) ?? fallback.key,
  };
}

/** The configured fallback: the settings' `map` block, else OpenStreetMap's public tiles. */
export function fallbackMapConfig(): MapConfig {
  return parseMapConfig(settings().map, OPEN_STREET_MAP);
}

/** A tile template as an address: its placeholders (`{s}`, `{z}`, `{key}`…) filled with a digit. */
const tileAddress = (template: string) => template.replace(/\{[^}]*\}/g, '0');

/**
 * The answer's configuration when its tiles come from where the page may load pictures: the
 * shop, a media origin (settings `mediaOrigins`) or the fallback's own tile host. Tiles named
 * elsewhere are refused (logged once) and the fallback's tiles and attribution are used.
 */
export function allowedTiles(config: MapConfig, fallback: MapConfig): MapConfig {
  const fallbackTiles = decideNavigation(tileAddress(fallback.tileUrlTemplate), location.href);
  const alsoAllowed = [...mediaOrigins(), ...(fallbackTiles.url ? [fallbackTiles.url.origin] : [])];
  const decision = decideNavigation(tileAddress(config.tileUrlTemplate), location.href, {
    shopOnly: true,
    alsoAllowed,
  });
  if (decision.kind !== 'refuse') return config;
  console.warn(
    `[vitrine] map tiles of the answer refused (${decision.reason}): ${JSON.stringify(config.tileUrlTemplate)}`,
  );
  return { ...config, tileUrlTemplate: fallback.tileUrlTemplate, attribution: fallback.attribution };
}

let pending: Promise<MapConfig> | undefined;

/**
 * The map configuration, asked once per page load (every map shares the answer); any failure is
 * logged and the configured fallback is used, and so are the fallback's tiles when the answer's
 * come from elsewhere than the shop, a media origin or the fallback's tile host.
 */
export function loadMapConfig(): Promise<MapConfig> {
  pending ??= request('GET', MAP_CONFIG_PATH).then((outcome) => {
    const fallback = fallbackMapConfig();
    if (outcome.kind === 'ok') return allowedTiles(parseMapConfig(outcome.data, fallback), fallback);
    if (outcome.kind === 'failed')
      console.warn('[vitrine] map configuration: using the fallback', outcome.error);
    return fallback;
  });
  return pending;
}
