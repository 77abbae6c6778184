import { announce } from '../../src/index.ts';
/** The message shows, fades after 2 s and is removed after 2.5 s. */
export const FADE_AFTER_MS = 2000;
export const REMOVE_AFTER_MS = 2500;

/**
 * Shows `text` in the live region for 2.5 s, fading from 2 s; a new message replaces the previous
 * one and restarts the timers. Returns a function that clears the timers.
 */
export function flashMessage(region: HTMLElement, text: string, kind: 'success' | 'error'): () => void {
  region.replaceChildren();
  const message = document.createElement('span');
  message.className = `vitrine-copy__message vitrine-copy__message--${kind}`;
  message.textContent = text;
  region.append(message);
  announce(text, kind === 'error' ? 'errors' : 'toast');
  const fade = window.setTimeout(() => message.classList.add('is-fading'), FADE_AFTER_MS);
  const remove = window.setTimeout(() => message.remove(), REMOVE_AFTER_MS);
  return () => {
    window.clearTimeout(fade);
    window.clearTimeout(remove);
  };
}
