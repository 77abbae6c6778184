import type { VitrineEventMap, VitrineEventName } from './eventMap.ts';

export interface DispatchOptions {
  cancelable?: boolean;
}

/**
 * Dispatches a typed `vitrine:*` CustomEvent on `document`.
 * @returns false when a listener cancelled a cancelable event.
 */
export function dispatch<K extends VitrineEventName>(
  name: K,
  detail: VitrineEventMap[K],
  options: DispatchOptions = {},
): boolean {
  const event = new CustomEvent(name, { detail, cancelable: options.cancelable ?? false });
  return document.dispatchEvent(event);
}

/** Listens to a typed `vitrine:*` event on `document`; returns the function that stops listening. */
export function on<K extends VitrineEventName>(
  name: K,
  handler: (detail: VitrineEventMap[K], event: CustomEvent<VitrineEventMap[K]>) => void,
): () => void {
  const listener = (event: Event) => {
    const custom = event as CustomEvent<VitrineEventMap[K]>;
    handler(custom.detail, custom);
  };
  document.addEventListener(name, listener);
  return () => document.removeEventListener(name, listener);
}
