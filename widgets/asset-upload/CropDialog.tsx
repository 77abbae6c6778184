import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Dialog, loadCropper, useAnnouncement, useT } from '../../src/index.ts';
import type { AssetView } from './assetView.ts';
import { cropFrame, displayScale, type Rect, type Size, toOriginal } from './cropGeometry.ts';
import { type CropperHandleApi, mountCropper } from './mountCropper.ts';
import { previewUrl } from './probeImage.ts';

export interface CropDialogProps {
  file: File;
  /** The uploaded image as the server measured it: the original's pixels. */
  asset: AssetView;
  crop: Size;
  /** Sends the crop (original pixels, quarter turns clockwise). */
  onCrop(rect: Rect, rotate: number): void;
  onCancel(): void;
}

/**
 * The scaled preview's address once it is made and cropperjs has arrived (`loadCropper`, fetched
 * when the dialog opens); `failed` when either could not be had.
 */
function usePreview(file: File, size: Size): { src?: string; failed: boolean } {
  const [preview, setPreview] = useState<{ src?: string; failed: boolean }>({ failed: false });
  useEffect(() => {
    let live = true;
    let made: string | undefined;
    const url = previewUrl(file, size).then((src) => {
      if (live) made = src;
      else URL.revokeObjectURL(src);
      return src;
    });
    Promise.all([url, loadCropper()]).then(
      ([src]) => {
        if (live) setPreview({ src, failed: false });
      },
      (error: unknown) => {
        console.error('[vitrine] widget "asset-upload": the crop could not start', error);
        if (live) setPreview({ failed: true });
      },
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [file, size]);
  return preview;
}

interface CropToolsProps {
  helpId: string;
  /** The selection in the original's pixels, announced as it changes. */
  selected: Rect | undefined;
  /** Square images only: quarter turns. */
  onTurn: ((degrees: number) => void) | undefined;
}

function CropTools({ helpId, selected, onTurn }: CropToolsProps) {
  const t = useT();
  const size = selected
    ? t('AssetsLibrary.CropSelection', { width: selected.width, height: selected.height })
    : '';
  // Said once the selection rests (a drag or held arrow keys change it many times a second).
  useAnnouncement(useSettled(size, 400), 'results');
  return (
    <>
      <p id={helpId} className="asset-crop__help">
        {t('AssetsLibrary.CropHelp')}
      </p>
      <p className="asset-crop__size">
        {selected ? t('AssetsLibrary.CropSelection', { width: selected.width, height: selected.height }) : ''}
      </p>
      {onTurn ? (
        <p className="asset-crop__rotate">
          <button type="button" className="button" onClick={() => onTurn(-90)}>
            {t('AssetsLibrary.RotateLeft')}
          </button>{' '}
          <button type="button" className="button" onClick={() => onTurn(90)}>
            {t('AssetsLibrary.RotateRight')}
          </button>
        </p>
      ) : null}
    </>
  );
}

/** The cropper in a host element once the preview exists; reports the selection in original pixels. */
function useCropper(props: CropDialogProps, helpId: string) {
  const t = useT();
  const { file, asset, crop } = props;
  const image = useMemo(() => ({ width: asset.width, height: asset.height }), [asset]);
  const scale = displayScale(image);
  const frame = useMemo(() => cropFrame(image, crop, scale), [image, crop, scale]);
  const display = useMemo(() => ({ width: frame.bounds.width, height: frame.bounds.height }), [frame]);
  const { src, failed } = usePreview(file, display);
  const host = useRef<HTMLDivElement>(null);
  const cropper = useRef<CropperHandleApi>(undefined);
  const [selected, setSelected] = useState<Rect>();
  useEffect(() => {
    if (!src || !host.current) return;
    const api = mountCropper(host.current, {
      src,
      frame,
      alt: file.name,
      label: t('AssetsLibrary.CropArea'),
      describedBy: helpId,
      onSelect: (rect) => setSelected(toOriginal(rect, scale, image, crop)),
    });
    cropper.current = api;
    return () => api.destroy();
  }, [src, frame, scale, image, crop, helpId, t, file]);
  const current = () => {
    const rect = cropper.current?.selection();
    return rect ? toOriginal(rect, scale, image, crop) : undefined;
  };
  return {
    host,
    src,
    failed,
    display,
    selected,
    current,
    rotate: (deg: number) => cropper.current?.rotate(deg),
    image,
  };
}

/**
 * The crop modal: a scaled preview in a box of at most 568 x 400, a selection that keeps the crop's
 * aspect ratio and never goes under its size, quarter turns for square images, and the selection's
 * size in the original's pixels announced as it changes.
 */
export function CropDialog(props: CropDialogProps) {
  const t = useT();
  const helpId = useId();
  const { host, src, failed, display, selected, current, rotate, image } = useCropper(props, helpId);
  useAnnouncement(failed ? t('Manager.UnknowsErrors') : '', 'errors');
  const [rotation, setRotation] = useState(0);
  const turn = (degrees: number) => {
    rotate(degrees);
    setRotation((before) => (before + degrees + 360) % 360);
  };
  const submit = () => {
    const rect = current();
    if (rect) props.onCrop(rect, rotation);
  };
  return (
    <Dialog
      title={t('AssetsLibrary.Crop')}
      className="asset-crop-modal"
      onClose={props.onCancel}
      footer={
        <>
          <button type="button" className="button" onClick={props.onCancel}>
            {t('AssetsLibrary.Cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={submit} disabled={!selected}>
            {t('AssetsLibrary.Crop')}
          </button>
        </>
      }
    >
      {failed ? <p className="asset-crop__failed">{t('Manager.UnknowsErrors')}</p> : null}
      <div
        className="asset-crop"
        aria-busy={(!src && !failed) || undefined}
        style={{ width: display.width, height: display.height }}
      >
        <div ref={host} />
      </div>
      <CropTools
        helpId={helpId}
        selected={selected}
        onTurn={image.width === image.height ? turn : undefined}
      />
    </Dialog>
  );
}

/** `value` once it has not changed for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
