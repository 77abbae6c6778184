import { useT } from '../../src/index.ts';
import { stateText, type UploadItem, type UploadQueue } from './uploadQueue.ts';
import { isBusy } from './uploadState.ts';

/**
 * One file of the queue: its name, its state in words, a progress bar while it is sent (without a
 * value: fetch, which keeps the shop's token from following a redirect elsewhere, does not tell
 * how many bytes went), cancel or retry.
 */
export function FileRow({ item, queue }: { item: UploadItem; queue: UploadQueue }) {
  const t = useT();
  const { state, file } = item;
  return (
    <li className={`asset-upload__file asset-upload__file--${state.kind}`} data-state={state.kind}>
      <span className="asset-upload__file-name">{file.name}</span>{' '}
      <span className="asset-upload__file-state">{stateText(state)}</span>
      {state.kind === 'uploading' ? <progress aria-label={file.name} /> : null}
      {isBusy(state) && state.kind !== 'cropping' ? (
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => queue.cancel(item.id)}
        >
          {t('AssetsLibrary.Cancel')}
          <span className="visually-hidden">: {file.name}</span>
        </button>
      ) : null}
      {state.kind === 'failed' || state.kind === 'cancelled' ? (
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => queue.retry(item.id)}
        >
          {t('AssetsLibrary.Retry')}
          <span className="visually-hidden">: {file.name}</span>
        </button>
      ) : null}
    </li>
  );
}
