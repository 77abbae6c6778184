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

/** Errors interrupt; everything else waits for the screen reader to finish its sentence. */
const ASSERTIVE: ReadonlySet<AnnouncementTopic> = new Set(['errors']);

const REGION_IDS = { polite: 'vitrine-announcer', assertive: 'vitrine-alerter' } as const;

/** How long a message stays in its region: long enough to be read, short enough not to pile up. */
const KEPT_MS = 10_000;

type Politeness = keyof typeof REGION_IDS;

/**
 * Adds the two live regions, polite and assertive, at the end of the body (outside the region the
 * navigator swaps). A screen reader only follows regions that were there before their text changed:
 * the page shell adds them as it starts. Safe to call twice.
 */
export function addLiveRegions(): void {
  for (const politeness of ['polite', 'assertive'] as const) region(politeness);
}

/** Removes the live regions (the page shell stopped). */
export function removeLiveRegions(): void {
  for (const id of Object.values(REGION_IDS)) document.getElementById(id)?.remove();
}

function region(politeness: Politeness): { el: HTMLElement; fresh: boolean } {
  const existing = document.getElementById(REGION_IDS[politeness]);
  if (existing) return { el: existing, fresh: false };
  const el = document.createElement('div');
  el.id = REGION_IDS[politeness];
  el.className = 'visually-hidden';
  // No status or alert role: the regions are the bundle's voice, not a message of the page's.
  el.setAttribute('aria-live', politeness);
  el.setAttribute('aria-relevant', 'additions');
  el.setAttribute('aria-atomic', 'false');
  document.body.append(el);
  return { el, fresh: true };
}

/** Whether the integrator asked the bundle to stay quiet about `topic`. */
function quiet(topic: AnnouncementTopic): boolean {
  const list = settings().quietAnnouncements;
  return Array.isArray(list) && list.includes(topic);
}

/**
 * Says `text` to screen-reader users, about `topic`: every widget's announcements go through here.
 * Each message is a node of its own, so two in a row are both read and a repeated one is read
 * again; it leaves after a while (removals are not read). Empty text says nothing.
 */
export function announce(text: string, topic: AnnouncementTopic): void {
  const message = text.trim();
  if (!message || quiet(topic)) return;
  const { el, fresh } = region(ASSERTIVE.has(topic) ? 'assertive' : 'polite');
  const line = document.createElement('p');
  line.dataset.topic = topic;
  line.textContent = message;
  const add = () => {
    el.append(line);
    setTimeout(() => line.remove(), KEPT_MS);
  };
  // A region just made is not followed yet: its first message comes a moment later.
  if (fresh) setTimeout(add, 100);
  else add();
}
