/**
 * A primary-button click without modifier keys: the one a widget may take over. Ctrl, Cmd, Shift,
 * Alt and middle clicks stay the browser's (new tab, new window, download).
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}
