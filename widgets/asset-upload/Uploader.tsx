import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useAnnouncement, useT } from '../../src/index.ts';
import { AssetList } from './AssetList.tsx';
import { CropDialog } from './CropDialog.tsx';
import { DropZone, type InputAttributes } from './DropZone.tsx';
import { FileRow } from './FileRow.tsx';
import type { UploadItem, UploadQueue } from './uploadQueue.ts';

export type { InputAttributes } from './DropZone.tsx';

export interface UploaderProps {
  queue: UploadQueue;
  input: InputAttributes;
  renameUrl: string;
  deleteUrl: string;
  signal: AbortSignal;
}

/** The crop modal for the first image waiting for one. */
function CropStep({ queue, items }: { queue: UploadQueue; items: readonly UploadItem[] }) {
  const cropping = items.find((item) => item.state.kind === 'cropping');
  const crop = queue.config.crop;
  if (cropping?.state.kind !== 'cropping' || !crop) return null;
  return (
    <CropDialog
      key={cropping.id}
      file={cropping.file}
      asset={cropping.state.asset}
      crop={crop}
      onCrop={(rect, rotate) => void queue.crop(cropping.id, rect, rotate)}
      onCancel={() => queue.cancel(cropping.id)}
    />
  );
}

/**
 * The upload island: the drop zone around the labelled input, one row per file with its state (each
 * state change announced), the assets, and the crop step.
 */
export function Uploader({ queue, input, renameUrl, deleteUrl, signal }: UploaderProps) {
  const t = useT();
  useSignals();
  const { items, assets } = queue.state.value;
  const [dropNote, setDropNote] = useState('');
  useAnnouncement(dropNote, 'saving');
  const take = (files: File[], dropped: boolean) => {
    if (files.length === 0) return;
    setDropNote(dropped ? t('AssetsLibrary.Dropped', { count: files.length }) : '');
    queue.add(files);
  };
  return (
    <div className="asset-upload__island">
      <DropZone input={input} onFiles={take} />
      {items.length > 0 ? (
        <ul className="asset-upload__queue">
          {items.map((item) => (
            <FileRow key={item.id} item={item} queue={queue} />
          ))}
        </ul>
      ) : null}
      <AssetList assets={assets} queue={queue} renameUrl={renameUrl} deleteUrl={deleteUrl} signal={signal} />
      <CropStep queue={queue} items={items} />
    </div>
  );
}
