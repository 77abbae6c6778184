import { type RequestError, request } from '../../src/index.ts';
import type { AssetView } from './assetView.ts';
import { readAsset } from './assetView.ts';
import type { Rect, Size } from './cropGeometry.ts';

export interface CropCall {
  tmpName: string;
  /** The selection in the original's pixels. */
  rect: Rect;
  /** The size to make (the widget's crop size). */
  crop: Size;
  /** Quarter turns clockwise, in degrees (square images); sent as `rotate` when not 0. */
  rotate: number;
  keepOriginal: boolean;
  signal: AbortSignal;
}

export type CropResult =
  | { kind: 'ok'; asset: AssetView }
  | { kind: 'aborted' }
  /** `error` for a failed call (the error policy applies), `message` for an answer carrying Error. */
  | { kind: 'failed'; error?: RequestError; message?: string };

/** The CMS's crop call path. */
export function cropPath(call: Pick<CropCall, 'tmpName' | 'rect' | 'crop'>): string {
  const { x, y, width, height } = call.rect;
  const parts = [x, y, width, height, call.crop.width, call.crop.height].map((n) => String(Math.round(n)));
  return `assets/croptempimg/${encodeURIComponent(call.tmpName)}/${parts.join('/')}`;
}

/**
 * GET `{appPath}assets/croptempimg/{tmpName}/{x}/{y}/{w}/{h}/{cropWidth}/{cropHeight}`, with
 * `keepOriginal=true` when asked, and the CSRF token; an answer with `Error` is a failure carrying
 * that message.
 */
export async function sendCrop(call: CropCall): Promise<CropResult> {
  const searchParams: Record<string, string | number> = {};
  if (call.keepOriginal) searchParams.keepOriginal = 'true';
  if (call.rotate) searchParams.rotate = call.rotate;
  // A GET that changes an asset: the CMS refuses it without the anti-forgery header.
  const outcome = await request('GET', cropPath(call), { signal: call.signal, searchParams, csrf: true });
  if (outcome.kind !== 'ok') return outcome;
  const data = outcome.data as { Error?: unknown } | undefined;
  if (data && typeof data === 'object' && data.Error) return { kind: 'failed', message: String(data.Error) };
  const asset = readAsset(outcome.data);
  return asset ? { kind: 'ok', asset } : { kind: 'failed' };
}
