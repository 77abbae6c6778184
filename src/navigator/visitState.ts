/**
 * The states of a visit, in order (the `vitrine:page-*` events of docs/integration.md follow it):
 * leave (cancelable) → out-animation and fetch → swap (and history) → in-animation → finished. A
 * revisit of a cached page shows the cached copy while the request runs (previewing), then the
 * fresh copy replaces it (swapping). A visit ends canceled (the leave event was cancelled), aborted
 * (a newer visit replaced it) or failed (the request failed).
 */
export type VisitState =
  | 'initialized'
  | 'leaving'
  | 'fetching'
  | 'previewing'
  | 'swapping'
  | 'entering'
  | 'finished'
  | 'canceled'
  | 'aborted'
  | 'failed';

const NEXT: Readonly<Record<VisitState, readonly VisitState[]>> = {
  initialized: ['leaving', 'aborted'],
  leaving: ['fetching', 'canceled', 'aborted'],
  fetching: ['previewing', 'swapping', 'aborted', 'failed'],
  previewing: ['swapping', 'aborted', 'failed'],
  swapping: ['entering', 'aborted', 'failed'],
  entering: ['finished', 'aborted'],
  finished: [],
  canceled: [],
  aborted: [],
  failed: [],
};

/** True when a visit may move from `from` to `to`. */
export function canMove(from: VisitState, to: VisitState): boolean {
  return NEXT[from].includes(to);
}
