import { type ReadonlySignal, type Signal, signal as state } from '@preact/signals-core';
import { announce, growl, reportFailure, showErrorModal, t } from '../../src/index.ts';
import type { AssetView } from './assetView.ts';
import { readAssetList } from './assetView.ts';
import { type Rect, type Size, sizeVerdict } from './cropGeometry.ts';
import { checkFile, checkUploadedBytes, type FileRules } from './fileRules.ts';
import { probeImage } from './probeImage.ts';
import { sendCrop } from './sendCrop.ts';
import { sendFile } from './sendFile.ts';
import { isActive, isBusy, transition, type UploadEvent, type UploadState } from './uploadState.ts';

/** The widget's kinds: an image upload (decoded, cropped), any file, or the multi-file widget. */
export type UploadKind = 'image' | 'file' | 'multi-file';

export interface QueueConfig {
  kind: UploadKind;
  multiple: boolean;
  rules: FileRules;
  url: string;
  field: string;
  fields: [string, string][];
  crop: Size | undefined;
  keepOriginal: boolean;
  signal: AbortSignal;
}

export interface UploadItem {
  id: number;
  file: File;
  state: UploadState;
}

export interface QueueSnapshot {
  items: readonly UploadItem[];
  assets: readonly AssetView[];
  /** The last state change, for the widget's live region. */
  announcement: string;
}

/** What a state reads as in the list and in the live region. */
export function stateText(state: UploadState): string {
  switch (state.kind) {
    case 'added':
    case 'validating':
      return t('AssetsLibrary.StateValidating');
    case 'uploading':
      return t('AssetsLibrary.StateUploading');
    case 'processing':
      return t('AssetsLibrary.StateProcessing');
    case 'cropping':
      return t('AssetsLibrary.StateCropping');
    case 'done':
      return t('AssetsLibrary.StateDone');
    case 'failed':
      return t('AssetsLibrary.StateFailed');
    case 'cancelled':
      return t('AssetsLibrary.StateCancelled');
    case 'invalid':
      return state.message;
  }
}

/**
 * The files of one upload widget and their flows (plain TypeScript; the island reads `state`). Each
 * file moves through the transition table of uploadState.ts; a single-file widget replaces its
 * file and asset, a multiple one appends.
 */
export class UploadQueue {
  private readonly snapshot: Signal<QueueSnapshot>;
  private readonly aborts = new Map<number, AbortController>();
  private nextId = 1;

  constructor(
    readonly config: QueueConfig,
    assets: AssetView[],
  ) {
    this.snapshot = state({ items: [], assets, announcement: '' });
  }

  /** The files, the assets and the last announcement, for the island (through `@preact/signals-react`). */
  get state(): ReadonlySignal<QueueSnapshot> {
    return this.snapshot;
  }

  private get current(): QueueSnapshot {
    return this.snapshot.peek();
  }

  private update(change: Partial<QueueSnapshot>): void {
    this.snapshot.value = { ...this.current, ...change };
  }

  private item(id: number): UploadItem | undefined {
    return this.current.items.find((item) => item.id === id);
  }

  /** Applies an event to a file and announces its new state. */
  private send(id: number, event: UploadEvent): UploadState | undefined {
    const item = this.item(id);
    if (!item) return undefined;
    const state = transition(item.state, event);
    if (state === item.state) return state;
    const items = this.current.items.map((other) => (other.id === id ? { ...other, state } : other));
    const changed = state.kind !== item.state.kind;
    const announcement = `${item.file.name}: ${stateText(state)}`;
    this.update({ items, ...(changed ? { announcement } : {}) });
    if (changed)
      announce(announcement, state.kind === 'failed' || state.kind === 'invalid' ? 'errors' : 'saving');
    return state;
  }

  /** Adds files (input, drop or paste): a single-file widget keeps only the newest. */
  add(files: File[]): void {
    if (files.length === 0) return;
    const taken = this.config.multiple ? files : files.slice(-1);
    if (!this.config.multiple) {
      for (const item of this.current.items) this.cancel(item.id);
      this.update({ items: [] });
    }
    for (const file of taken) {
      const item: UploadItem = { id: this.nextId++, file, state: { kind: 'added' } };
      this.update({ items: [...this.current.items, item] });
      void this.validate(item.id);
    }
  }

  private counted(except: number): number {
    if (!this.config.multiple) return 0;
    return this.current.items.filter((item) => item.id !== except && isActive(item.state)).length;
  }

  private async validate(id: number, again = false): Promise<void> {
    const item = this.item(id);
    if (!item || this.send(id, { type: again ? 'retry' : 'validate' })?.kind !== 'validating') return;
    const broken = checkFile(item.file, this.config.rules, this.counted(id));
    if (broken && this.config.kind === 'multi-file') {
      growl(t('AssetsLibrary.PutCorrectFile'), { type: 'error' });
      this.update({ items: this.current.items.filter((other) => other.id !== id) });
      return;
    }
    if (broken) return void this.send(id, { type: 'reject', message: t(broken) });
    if (this.config.kind === 'image') {
      const size = await probeImage(item.file);
      if (!size)
        return void this.send(id, { type: 'reject', message: t('AssetsLibrary.EncodeCorrectImage') });
      if (sizeVerdict(size, this.config.crop) === 'too-small') return void this.send(id, this.tooSmall());
    }
    await this.upload(id);
  }

  private tooSmall(): UploadEvent {
    const crop = this.config.crop ?? { width: 0, height: 0 };
    return {
      type: 'reject',
      message: t('AssetsLibrary.MinimumSize', { width: crop.width, height: crop.height }),
    };
  }

  private async upload(id: number): Promise<void> {
    const item = this.item(id);
    if (!item || this.send(id, { type: 'submit' })?.kind !== 'uploading') return;
    const abort = new AbortController();
    this.aborts.set(id, abort);
    const outcome = await sendFile({
      url: this.config.url,
      field: this.config.field,
      fields: this.config.fields,
      file: item.file,
      signal: AbortSignal.any([abort.signal, this.config.signal]),
    });
    this.aborts.delete(id);
    if (outcome.kind === 'aborted') return;
    if (outcome.kind === 'failed') {
      this.send(id, { type: 'fail' });
      return reportFailure(outcome.error);
    }
    this.send(id, { type: 'uploaded' });
    this.process(id, readAssetList(outcome.data)[0]);
  }

  /** The server's answer: bytes and type checked, then the crop size decides. */
  private process(id: number, asset: AssetView | undefined): void {
    const item = this.item(id);
    if (!item) return;
    if (!asset) {
      this.send(id, { type: 'fail' });
      return void showErrorModal();
    }
    const bytes = checkUploadedBytes(item.file.size, asset.size);
    if (bytes) return void this.send(id, { type: 'reject', message: t(bytes) });
    if (this.config.kind !== 'image') return void this.complete(id, asset, 'AssetsLibrary.FileAdded');
    if (asset.fileType !== 'Image')
      return void this.send(id, { type: 'reject', message: t('AssetsLibrary.EncodeCorrectImage') });
    const verdict = sizeVerdict(asset, this.config.crop);
    if (verdict === 'too-small') return void this.send(id, this.tooSmall());
    if (verdict === 'crop') return void this.send(id, { type: 'crop', asset });
    this.complete(id, asset, 'AssetsLibrary.FileAdded');
  }

  private complete(id: number, asset: AssetView, notice: string): void {
    if (this.send(id, { type: 'complete', asset })?.kind !== 'done') return;
    const assets = this.config.multiple
      ? [...this.current.assets.filter((other) => other.id !== asset.id), asset]
      : [asset];
    this.update({ assets });
    growl(t(notice), { type: 'success' });
  }

  /** Sends the chosen crop (original pixels, quarter turns); an answer with Error keeps the modal. */
  async crop(id: number, rect: Rect, rotate: number): Promise<void> {
    const item = this.item(id);
    if (item?.state.kind !== 'cropping' || !this.config.crop) return;
    const asset = item.state.asset;
    this.send(id, { type: 'cropSent' });
    const result = await sendCrop({
      tmpName: asset.tmpName,
      rect,
      crop: this.config.crop,
      rotate,
      keepOriginal: this.config.keepOriginal,
      signal: this.config.signal,
    });
    if (result.kind === 'aborted') return;
    if (result.kind === 'failed') {
      this.send(id, { type: 'cropFailed', asset });
      if (result.error) reportFailure(result.error);
      else await showErrorModal(result.message);
      return;
    }
    this.complete(id, result.asset, 'AssetsLibrary.ImageCropped');
  }

  cancel(id: number): void {
    const item = this.item(id);
    if (!item || !isBusy(item.state)) return;
    this.aborts.get(id)?.abort();
    this.send(id, { type: 'cancel' });
  }

  retry(id: number): void {
    const item = this.item(id);
    if (item?.state.kind === 'failed' || item?.state.kind === 'cancelled') void this.validate(id, true);
  }

  dismiss(id: number): void {
    this.update({ items: this.current.items.filter((item) => item.id !== id) });
  }

  /** Puts a renamed asset in place, or takes a deleted one out. */
  replaceAsset(id: string, asset: AssetView | undefined): void {
    const assets = asset
      ? this.current.assets.map((other) => (other.id === id ? asset : other))
      : this.current.assets.filter((other) => other.id !== id);
    this.update({ assets });
  }

  /** Cancels whatever is still going (the widget is unmounted). */
  stop(): void {
    for (const abort of this.aborts.values()) abort.abort();
    this.aborts.clear();
  }
}
