export { type DispatchOptions, dispatch, on } from './dispatch.ts';
export type {
  CartSummary,
  ConsentRecord,
  PageDetail,
  PageFailureDetail,
  VitrineEventMap,
  VitrineEventName,
} from './eventMap.ts';
