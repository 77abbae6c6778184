import { type ConsentChoice, uniformChoice } from '../../src/index.ts';

/** What the banner needs from the widget: the stored choice, a save, and the preferences modal. */
export interface BannerDelegate {
  stored(): ConsentChoice | undefined;
  save(choice: ConsentChoice): void;
  openPreferences(): void;
}

/**
 * The consent banner, plain DOM over the server markup (no React: it shows on every first visit):
 * shown while no choice is stored for the current stamp. The server renders it shown or hidden
 * from the request's cookie; it is adopted as it is and changed only when the stored choice says
 * otherwise, at mount, after a save and after each page swap (a new stamp). Accept-all and
 * decline-all save at once, in place of the form's post; customize and any `[data-consent-open]`
 * link in the page (delegated, so links swapped in later work) open the preferences. Every
 * listener goes with `signal`.
 * @returns the function that shows or hides the banner after a save.
 */
export function attachBanner(root: HTMLElement, delegate: BannerDelegate, signal: AbortSignal): () => void {
  const banner = root.querySelector<HTMLElement>('[data-consent-banner]');
  const sync = () => {
    if (!banner) return;
    const hidden = delegate.stored() !== undefined;
    if (banner.hidden === hidden) return;
    const hadFocus = banner.contains(document.activeElement);
    banner.hidden = hidden;
    // Answered by keyboard: the customer goes on from the start of the page, not from nowhere.
    if (banner.hidden && hadFocus) focusAfter(root);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (target.closest('[data-consent-open]') || (banner && target.closest('[data-consent-customize]'))) {
      event.preventDefault();
      delegate.openPreferences();
    } else if (banner?.contains(target) && target.closest('[data-consent-accept-all]')) {
      event.preventDefault();
      delegate.save(uniformChoice(true));
    } else if (banner?.contains(target) && target.closest('[data-consent-decline-all]')) {
      event.preventDefault();
      delegate.save(uniformChoice(false));
    }
  };
  document.addEventListener('click', onClick, { signal });
  // The core has re-read the cookie by then (its listeners came first): a swapped page may carry
  // another stamp, and a save may come from elsewhere (an integrator's saveConsent).
  document.addEventListener('vitrine:page-swap', sync, { signal });
  document.addEventListener('vitrine:consent-set', sync, { signal });
  sync();
  return sync;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea';

/** Focuses the first visible control that follows `root` in the page (the header's first link). */
function focusAfter(root: HTMLElement): void {
  for (const el of document.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (root.contains(el) || !(root.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    if (el.getClientRects().length === 0) continue;
    el.focus();
    return;
  }
}
