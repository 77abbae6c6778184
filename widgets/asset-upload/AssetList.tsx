import { useState } from 'react';
import { confirm, growl, reportFailure, useT } from '../../src/index.ts';
import { deleteAsset, renameAsset } from './assetActions.ts';
import type { AssetView } from './assetView.ts';
import { NamePrompt } from './NamePrompt.tsx';
import type { UploadQueue } from './uploadQueue.ts';

export interface AssetListProps {
  assets: readonly AssetView[];
  queue: UploadQueue;
  renameUrl: string;
  deleteUrl: string;
  signal: AbortSignal;
}

/** The widget's assets: each shown with its thumbnail, renamed through a prompt, deleted after a confirm. */
export function AssetList({ assets, queue, renameUrl, deleteUrl, signal }: AssetListProps) {
  const t = useT();
  const [editing, setEditing] = useState<AssetView>();

  const save = async (asset: AssetView, name: string) => {
    const outcome = await renameAsset(renameUrl, asset.id, name, signal);
    if (outcome.kind === 'aborted') return false;
    if (outcome.kind === 'failed') {
      reportFailure(outcome.error);
      return false;
    }
    queue.replaceAsset(asset.id, { ...asset, name });
    growl(t('AssetsLibrary.NameChanged'), { type: 'success' });
    return true;
  };

  const remove = async (asset: AssetView) => {
    if (!(await confirm())) return;
    const outcome = await deleteAsset(deleteUrl, asset.id, signal);
    if (outcome.kind === 'aborted') return;
    if (outcome.kind === 'failed') return reportFailure(outcome.error);
    queue.replaceAsset(asset.id, undefined);
    growl(t('AssetsLibrary.FileDeleted'), { type: 'success' });
  };

  return (
    <>
      <ul className="asset-upload__assets" aria-label={t('AssetsLibrary.Files')}>
        {assets.map((asset) => (
          <AssetItem key={asset.id} asset={asset} onEdit={setEditing} onRemove={(a) => void remove(a)} />
        ))}
      </ul>
      {editing ? (
        <NamePrompt
          name={editing.name}
          onSave={(name) => save(editing, name)}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </>
  );
}

/** The asset's thumbnail and name: a link to the file when its address may be followed. */
function AssetLink({ asset }: { asset: AssetView }) {
  const content = (
    <>
      {asset.thumbnailUrl ? (
        <img src={asset.thumbnailUrl} alt="" width={80} height={80} />
      ) : (
        <span className="asset-item__placeholder" aria-hidden="true" />
      )}
      <span className="asset-item__name">{asset.name}</span>
    </>
  );
  if (!asset.uri) return <span className="asset-item__link">{content}</span>;
  return (
    <a href={asset.uri} className="asset-item__link">
      {content}
    </a>
  );
}

/** One asset: its thumbnail and name (a link to the file), and its rename and delete buttons. */
function AssetItem({
  asset,
  onEdit,
  onRemove,
}: {
  asset: AssetView;
  onEdit: (asset: AssetView) => void;
  onRemove: (asset: AssetView) => void;
}) {
  const t = useT();
  return (
    <li className="asset-item" data-asset-id={asset.id}>
      <AssetLink asset={asset} />
      <button type="button" className="button button--small button--ghost" onClick={() => onEdit(asset)}>
        {t('AssetsLibrary.EditName')}
        <span className="visually-hidden">: {asset.name}</span>
      </button>
      <button type="button" className="button button--small button--ghost" onClick={() => onRemove(asset)}>
        {t('AssetsLibrary.Delete')}
        <span className="visually-hidden">: {asset.name}</span>
      </button>
    </li>
  );
}
