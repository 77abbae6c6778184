import {
  type ClipboardEvent,
  type DragEvent,
  lazy,
  Suspense,
  useId,
  useState,
  useSyncExternalStore,
} from 'react';
import { useT } from '../../src/index.ts';
import { AssetList } from './AssetList.tsx';
import { FileRow } from './FileRow.tsx';
import type { UploadQueue } from './uploadQueue.ts';

// cropperjs only reaches the page when an image needs cropping.
const CropDialog = lazy(() => import('./CropDialog.tsx').then((m) => ({ default: m.CropDialog })));

/** The server input's attributes the island keeps. */
export interface InputAttributes {
  id: string;
  name: string;
  accept: string;
  multiple: boolean;
  label: string;
}

export interface UploaderProps {
  queue: UploadQueue;
  input: InputAttributes;
  renameUrl: string;
  deleteUrl: string;
  signal: AbortSignal;
}

function droppedFiles(list: FileList | null | undefined): File[] {
  return list ? [...list] : [];
}

/**
 * The upload island: the labelled file input (the keyboard path), a drop zone that also takes a
 * paste, one row per file with its state, a live region announcing each state change, the assets,
 * and the crop modal for the first image waiting for one.
 */
export function Uploader({ queue, input, renameUrl, deleteUrl, signal }: UploaderProps) {
  const t = useT();
  const hintId = useId();
  const { items, assets, announcement } = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const [dragging, setDragging] = useState(false);
  const [dropNote, setDropNote] = useState('');
  const take = (files: File[], note: boolean) => {
    if (files.length === 0) return;
    if (note) setDropNote(t('AssetsLibrary.Dropped', { count: files.length }));
    queue.add(files);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(droppedFiles(event.dataTransfer?.files), true);
  };
  const onPaste = (event: ClipboardEvent) => {
    const files = droppedFiles(event.clipboardData?.files);
    if (files.length === 0) return;
    event.preventDefault();
    take(files, true);
  };
  const cropping = items.find((item) => item.state.kind === 'cropping');
  const crop = queue.config.crop;
  return (
    <div className="asset-upload__island">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone is an extra way in; the input is the keyboard path. */}
      <div
        className="asset-upload__zone"
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        onPaste={onPaste}
      >
        <label htmlFor={input.id}>{input.label}</label>
        <input
          id={input.id}
          type="file"
          name={input.name}
          accept={input.accept || undefined}
          multiple={input.multiple}
          aria-describedby={hintId}
          onChange={(event) => {
            take(droppedFiles(event.currentTarget.files), false);
            event.currentTarget.value = '';
          }}
        />
        <p id={hintId} className="asset-upload__hint">
          {t('AssetsLibrary.DropZone')}
        </p>
      </div>
      <div className="visually-hidden" role="status">
        {announcement || dropNote}
      </div>
      {items.length > 0 ? (
        <ul className="asset-upload__queue">
          {items.map((item) => (
            <FileRow key={item.id} item={item} queue={queue} />
          ))}
        </ul>
      ) : null}
      <AssetList assets={assets} queue={queue} renameUrl={renameUrl} deleteUrl={deleteUrl} signal={signal} />
      {cropping?.state.kind === 'cropping' && crop ? (
        <Suspense fallback={null}>
          <CropDialog
            key={cropping.id}
            file={cropping.file}
            asset={cropping.state.asset}
            crop={crop}
            onCrop={(rect, rotate) => void queue.crop(cropping.id, rect, rotate)}
            onCancel={() => queue.cancel(cropping.id)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
