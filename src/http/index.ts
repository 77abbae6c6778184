export { answerMessage } from './answerMessage.ts';
export { BadAnswerError } from './BadAnswerError.ts';
export {
  type FailureAction,
  type FailureHandler,
  type FailureOptions,
  failureAction,
  handleFailures,
  reportFailure,
  reportUnknownFailure,
} from './errorPolicy.ts';
export { ForeignOriginError } from './ForeignOriginError.ts';
export { HttpError } from './HttpError.ts';
export { isRefusal } from './isRefusal.ts';
export { NetworkError } from './NetworkError.ts';
export {
  DEFAULT_TIMEOUT_MS,
  type Method,
  type Outcome,
  type RequestError,
  type RequestOptions,
  request,
  resolveUrl,
} from './request.ts';
export { isPageOrigin, requestHeaders } from './requestHeaders.ts';
export { abortKey, claimKey } from './requestKeys.ts';
export { TimeoutError } from './TimeoutError.ts';
