import { effect, type ReadonlySignal } from '@preact/signals-core';
import { translator } from '../i18n/lazy.ts';

/**
 * Shows a store's count in a header badge (`el`) and announces each new count politely, with the
 * string `key` (`{{count}}`), in a visually hidden status placed after the badge's link or button.
 * The server's number stays until the store knows. Returns the teardown, which removes the status.
 */
export function showLiveCount(
  el: HTMLElement,
  count: ReadonlySignal<number | undefined>,
  key: string,
): () => void {
  const live = document.createElement('span');
  live.className = 'visually-hidden';
  live.setAttribute('role', 'status');
  live.setAttribute('aria-live', 'polite');
  (el.closest('a, button') ?? el).after(live);
  let shown = el.textContent?.trim() ?? '';
  const stop = effect(() => {
    const value = count.value;
    if (value === undefined || String(value) === shown) return;
    shown = String(value);
    el.textContent = shown;
    void translator().then((t) => {
      if (live.isConnected) live.textContent = t(key, { count: value });
    });
  });
  return () => {
    stop();
    live.remove();
  };
}
