import { allActive, CATEGORIES, type Choice, initialChoice, setAll } from './choice.ts';
import { trapTab } from './focusTrap.ts';

/** The parts of the server markup the widget drives (see README.md). */
interface Parts {
  banner: HTMLElement | null;
  modal: HTMLDialogElement | null;
  all: HTMLInputElement | null;
  boxes: Map<keyof Choice, HTMLInputElement>;
}

// The core is reached through window.vitrine, not src/index.ts: importing the barrel would pull
// the shared React chunks into this chunk, and this widget is on every page (see README.md).
const currentConsent = () => window.vitrine?.consent;
const saveConsent = (choice: Choice) => window.vitrine?.saveConsent(choice);

function findParts(root: HTMLElement): Parts {
  const boxes = new Map<keyof Choice, HTMLInputElement>();
  for (const category of CATEGORIES) {
    const box = root.querySelector<HTMLInputElement>(`[data-consent-modal] input[name="${category}"]`);
    if (box) boxes.set(category, box);
  }
  return {
    banner: root.querySelector<HTMLElement>('[data-consent-banner]'),
    modal: root.querySelector<HTMLDialogElement>('dialog[data-consent-modal]'),
    all: root.querySelector<HTMLInputElement>('[data-consent-all]'),
    boxes,
  };
}

/**
 * Enhances the server-rendered consent banner (non-modal region) and preferences modal (native
 * `<dialog>`): shows the banner until a choice is stored for the current stamp, saves accept-all,
 * decline-all or the chosen categories, and opens the preferences from any `[data-consent-open]`.
 * Every listener goes with `signal`.
 */
export function enhanceConsent(root: HTMLElement, signal: AbortSignal): void {
  const parts = findParts(root);
  const { banner, modal, all, boxes } = parts;
  let returnFocus: HTMLElement | null = null;

  const readBoxes = (): Choice => ({
    preferences: boxes.get('preferences')?.checked ?? false,
    statistics: boxes.get('statistics')?.checked ?? false,
    marketing: boxes.get('marketing')?.checked ?? false,
  });
  const writeBoxes = (choice: Choice) => {
    for (const [category, box] of boxes) box.checked = choice[category];
    if (all) all.checked = allActive(choice);
  };
  const syncBanner = () => {
    if (banner) banner.hidden = currentConsent() !== undefined;
  };

  const openModal = () => {
    if (!modal || modal.open) return;
    returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    writeBoxes(initialChoice(currentConsent()));
    modal.showModal();
    (all ?? boxes.get('preferences') ?? modal).focus();
  };
  const closeModal = () => {
    if (modal?.open) modal.close();
  };
  const save = (choice: Choice) => {
    saveConsent(choice);
    syncBanner();
    closeModal();
  };

  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (target.closest('[data-consent-open]')) {
      event.preventDefault();
      openModal();
      return;
    }
    if (!root.contains(target)) return;
    if (target.closest('[data-consent-accept-all]')) save(setAll(true));
    else if (target.closest('[data-consent-decline-all]')) save(setAll(false));
    else if (target.closest('[data-consent-save]')) save(readBoxes());
    else if (target.closest('[data-consent-customize]')) openModal();
    else if (target.closest('[data-consent-close]')) closeModal();
    else return;
    event.preventDefault();
  };
  document.addEventListener('click', onClick, { signal });

  all?.addEventListener('change', () => writeBoxes(setAll(all.checked)), { signal });
  for (const box of boxes.values()) {
    box.addEventListener('change', () => writeBoxes(readBoxes()), { signal });
  }
  modal?.addEventListener('keydown', (event) => trapTab(modal, event), { signal });
  modal?.addEventListener(
    'close',
    () => {
      const target = returnFocus?.isConnected && returnFocus.offsetParent !== null ? returnFocus : null;
      returnFocus = null;
      if (target) target.focus({ preventScroll: true });
      else document.querySelector<HTMLElement>('[data-page-content], main')?.focus({ preventScroll: true });
    },
    { signal },
  );
  // Without JavaScript the banner stays hidden (no gated script can run then anyway).
  syncBanner();
}
