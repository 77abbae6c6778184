export { type DispatchOptions, dispatch, on } from './dispatch.ts';
export type {
  CartSummary,
  ConsentRecord,
  PageDetail,
  PageFailureDetail,
  PageLifecycleDetail,
  VitrineEventMap,
  VitrineEventName,
} from './eventMap.ts';
