import { BadAnswerError, type Outcome, request } from '../../src/index.ts';
import { type AssetView, readAsset } from './assetView.ts';

/** Fills `{assetId}` in an address template (the widget's rename and delete options). */
export function assetPath(template: string, id: string): string {
  return template.replace('{assetId}', encodeURIComponent(id));
}

/** GET `api/v1/assetslibrary/assets/{assetId}`: one asset to show (an answer that is none fails as a bad answer). */
export async function fetchAsset(id: string, signal: AbortSignal): Promise<Outcome<AssetView>> {
  const outcome = await request('GET', assetPath('api/v1/assetslibrary/assets/{assetId}', id), { signal });
  if (outcome.kind !== 'ok') return outcome;
  const asset = readAsset(outcome.data);
  if (!asset)
    return { kind: 'failed', error: new BadAnswerError(200, 'GET', outcome.url, 'the answer is no asset') };
  return { kind: 'ok', data: asset, url: outcome.url };
}

/** Renames an asset (POST `{Name}` to the rename address). */
export function renameAsset(
  template: string,
  id: string,
  name: string,
  signal: AbortSignal,
): Promise<Outcome<unknown>> {
  return request('POST', assetPath(template, id), { json: { Name: name }, signal });
}

/** Deletes an asset (POST to the delete address). */
export function deleteAsset(template: string, id: string, signal: AbortSignal): Promise<Outcome<unknown>> {
  return request('POST', assetPath(template, id), { json: {}, signal });
}
