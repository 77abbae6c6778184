import { effect, type ReadonlySignal } from '@preact/signals-core';
import { type AnnouncementTopic, announce } from '../a11y/announce.ts';
import { translator } from '../i18n/lazy.ts';

/**
 * Shows a store's count in a header badge (`el`) and announces each new count (`topic`), with the
 * string `key` (`{{count}}`). The server's number stays until the store knows. Returns the teardown.
 */
export function showLiveCount(
  el: HTMLElement,
  count: ReadonlySignal<number | undefined>,
  key: string,
  topic: AnnouncementTopic,
): () => void {
  let shown = el.textContent?.trim() ?? '';
  const stop = effect(() => {
    const value = count.value;
    if (value === undefined || String(value) === shown) return;
    shown = String(value);
    el.textContent = shown;
    void translator().then((t) => {
      if (el.isConnected) announce(t(key, { count: value }), topic);
    });
  });
  return stop;
}
