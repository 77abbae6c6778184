import { linkHref, pictureUrl } from '../../src/index.ts';

/** An asset as the widget shows it, read from a JSON answer or from the server's list markup. */
export interface AssetView {
  id: string;
  name: string;
  originalFileName: string;
  thumbnailUrl: string;
  uri: string;
  size: number;
  width: number;
  height: number;
  fileType: string;
  tmpName: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : 0;
};

/**
 * Reads one asset of a CMS answer: `guid` or `AssetId`, `name` or `Name`,
 * `Width`/`width`... Undefined when it has no id, or carries an `Error`.
 */
export function readAsset(value: unknown): AssetView | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const raw = value as Record<string, unknown>;
  if (raw.Error) return undefined;
  const id = raw.AssetId ?? raw.guid;
  if (id === undefined || id === null || id === '') return undefined;
  return {
    id: String(id),
    name: text(raw.Name) || text(raw.name) || text(raw.OriginalFileName),
    originalFileName: text(raw.OriginalFileName),
    // The shop's or a media origin's (settings mediaOrigins) addresses only: '' when refused.
    thumbnailUrl: pictureUrl(raw.thumbnail_url),
    uri: linkHref(raw.Uri),
    size: count(raw.size),
    width: count(raw.Width ?? raw.width),
    height: count(raw.Height ?? raw.height),
    fileType: text(raw.fileType),
    tmpName: text(raw.tmpName),
  };
}

/** Reads the upload answer: a JSON list of assets (a single object counts as a list of one). */
export function readAssetList(value: unknown): AssetView[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map(readAsset).filter((asset): asset is AssetView => asset !== undefined);
}

/** The assets the server listed inside the widget (`li[data-asset-id]`), the initial state. */
export function readServerAssets(root: Element): AssetView[] {
  return [...root.querySelectorAll<HTMLElement>('[data-asset-id]')].map((item) => ({
    id: item.dataset.assetId ?? '',
    name: item.querySelector('.asset-item__name')?.textContent?.trim() ?? '',
    originalFileName: '',
    thumbnailUrl: item.querySelector('img')?.getAttribute('src') ?? '',
    uri: item.querySelector('a')?.getAttribute('href') ?? '',
    size: 0,
    width: 0,
    height: 0,
    fileType: 'Image',
    tmpName: '',
  }));
}
