/**
 * The page shell, loaded by the entry right after it starts the loader: the navigator, the
 * document-level validation observer, and the wiring from the plain-TS core to the UI: the error
 * policy's modals, the closing of the page's dialogs when a visit starts, the ajax forms' confirm
 * and loading buttons, the page-view tracking, the sweep of values kept across a login, and the
 * fetching ahead of the islands' files. Kept out of the entry so that widgets start mounting first;
 * until it arrives, links and forms behave as plain HTML (full page loads).
 */
import { trackEvent } from './analytics/dataLayer.ts';
import { nextTask } from './async/turns.ts';
import { setButtonLoading } from './controls/buttonLoading.ts';
import { on } from './events/index.ts';
import { handleFailures, reportFailure } from './http/errorPolicy.ts';
import { loadStrings } from './i18n/index.ts';
import { watchKeptIfAny } from './lists/state/keptInSession.ts';
import type { Loader } from './loader/loader.ts';
import { Navigator } from './navigator/index.ts';
import { closeOverlays } from './ui/closeOverlays.ts';
import { showFailure } from './ui/showFailure.ts';
import { startValidation } from './validation/index.ts';
import { fetchAhead } from './widget/fetchAhead.ts';

/** Pushes the `VirtualPageview` of a page a visit brought in. */
function trackPageView(url: string): void {
  const { pathname, search } = new URL(url, location.href);
  trackEvent('VirtualPageview', { virtualPageURL: pathname + search, virtualPageTitle: document.title });
}

/**
 * Starts validation (before the navigator, so an invalid submit is cancelled first), then the
 * navigator in a task of its own: with the chunk's evaluation it made one long task on a slow phone.
 */
export async function startShell(loader: Loader): Promise<Navigator> {
  handleFailures(showFailure);
  watchKeptIfAny();
  loader.setAheadFetcher({
    files: (names, entry) => void fetchAhead(names, entry),
    firstMove: () => void loadStrings(),
  });
  startValidation();
  on('vitrine:page-loaded', (detail) => trackPageView(detail.url));
  const navigator = new Navigator(loader, {
    visitStarted: closeOverlays,
    // Again once the new page is in: a dialog whose answer came while the page loaded.
    visitRendered: closeOverlays,
    visitFailed: (url, error) => reportFailure(error, { returnUrl: url.href }),
    confirm: (message) => import('./ui/confirm.ts').then((m) => m.confirm({ message })),
    showLoading: setButtonLoading,
  });
  await nextTask();
  navigator.start();
  return navigator;
}
