import { settings } from '../settings/index.ts';

/**
 * What an announcement is about. An integrator whose own markup already says one of them lists it
 * in the settings' `quietAnnouncements`, and the bundle stays quiet about it.
 */
export type AnnouncementTopic =
  | 'page-title'
  | 'results'
  | 'cart-count'
  | 'wishlist-count'
  | 'cart-totals'
  | 'saving'
  | 'toast'
  | 'gallery'
  | 'pickup-points'
  | 'pickup-chosen'
  | 'errors';

const REGION_IDS = { polite: 'vitrine-announcer', assertive: 'vitrine-alerter' } as const;

type Politeness = keyof typeof REGION_IDS;

/**
 * Adds the two live regions, polite and assertive, at the end of the body (outside the region the
 * navigator swaps). A screen reader only follows regions that were there before their text changed:
 * the page shell adds them as it starts. Safe to call twice.
 */
export function addLiveRegions(): void {
  region('polite');
  region('assertive');
}

/** Removes the live regions (the page shell stopped). */
export function removeLiveRegions(): void {
  for (const id of Object.values(REGION_IDS)) document.getElementById(id)?.remove();
}

/** The region of that politeness, made when it is not there yet. */
function region(live: Politeness): HTMLElement {
  const existing = document.getElementById(REGION_IDS[live]);
  if (existing) return existing;
  const el = document.createElement('div');
  el.id = REGION_IDS[live];
  el.className = 'visually-hidden';
  // No status or alert role: the regions are the bundle's voice, not a message of the page's. The
  // default relevance ("additions text") reads each message added, not one leaving.
  el.setAttribute('aria-live', live);
  document.body.append(el);
  return el;
}

/**
 * Says `text` to screen-reader users, about `topic`: every widget's announcements go through here.
 * Each message is a node of its own, so two in a row are both read and a repeated one is read
 * again; it leaves after ten seconds, long enough to be read (removals are not read). Errors
 * interrupt (the assertive region); everything else waits for the screen reader's sentence. Empty
 * text, or a topic the settings' `quietAnnouncements` lists, says nothing.
 */
export function announce(text: string, topic: AnnouncementTopic): void {
  const message = text.trim();
  if (!message || (settings().quietAnnouncements as unknown[] | undefined)?.includes?.(topic)) return;
  const el = region(topic === 'errors' ? 'assertive' : 'polite');
  const line = document.createElement('p');
  line.textContent = message;
  // In a task of its own: a region just made (the page shell not started yet) is followed by then.
  setTimeout(() => {
    el.append(line);
    setTimeout(() => line.remove(), 10_000);
  });
}
