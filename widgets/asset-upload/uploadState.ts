import type { AssetView } from './assetView.ts';

/**
 * One file's upload: add → validate → submit → processing → done or fail, with
 * the crop step for images larger than the crop size, cancel and retry.
 */
export type UploadState =
  | { kind: 'added' }
  | { kind: 'validating' }
  | { kind: 'invalid'; message: string }
  | { kind: 'uploading' }
  | { kind: 'processing' }
  | { kind: 'cropping'; asset: AssetView }
  | { kind: 'done'; asset: AssetView }
  | { kind: 'failed' }
  | { kind: 'cancelled' };

export type UploadEvent =
  | { type: 'validate' }
  | { type: 'reject'; message: string }
  | { type: 'submit' }
  | { type: 'uploaded' }
  | { type: 'crop'; asset: AssetView }
  | { type: 'cropSent' }
  | { type: 'cropFailed'; asset: AssetView }
  | { type: 'complete'; asset: AssetView }
  | { type: 'fail' }
  | { type: 'cancel' }
  | { type: 'retry' };

type Kind = UploadState['kind'];
type EventType = UploadEvent['type'];

/** Which events each state takes; anything else is ignored (a late answer after a cancel, say). */
export const transitions: Record<Kind, readonly EventType[]> = {
  added: ['validate', 'cancel'],
  validating: ['reject', 'submit', 'cancel'],
  invalid: [],
  uploading: ['uploaded', 'fail', 'cancel'],
  processing: ['crop', 'complete', 'reject', 'fail', 'cropFailed'],
  cropping: ['cropSent', 'cancel'],
  done: [],
  failed: ['retry'],
  cancelled: ['retry'],
};

function next(event: UploadEvent): UploadState {
  switch (event.type) {
    case 'validate':
    case 'retry':
      return { kind: 'validating' };
    case 'reject':
      return { kind: 'invalid', message: event.message };
    case 'submit':
      return { kind: 'uploading' };
    case 'uploaded':
    case 'cropSent':
      return { kind: 'processing' };
    case 'crop':
    case 'cropFailed':
      return { kind: 'cropping', asset: event.asset };
    case 'complete':
      return { kind: 'done', asset: event.asset };
    case 'fail':
      return { kind: 'failed' };
    case 'cancel':
      return { kind: 'cancelled' };
  }
}

/** The state after an event, or the same state when the event does not apply to it. */
export function transition(state: UploadState, event: UploadEvent): UploadState {
  return transitions[state.kind].includes(event.type) ? next(event) : state;
}

/** Whether the file still counts towards the widget's number of files. */
export function isActive(state: UploadState): boolean {
  return !['invalid', 'failed', 'cancelled'].includes(state.kind);
}

/** Whether the file's request or crop is still going (cancel applies). */
export function isBusy(state: UploadState): boolean {
  return ['added', 'validating', 'uploading', 'processing', 'cropping'].includes(state.kind);
}
