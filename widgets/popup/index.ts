import type { OptionsOf, WidgetDefinition } from '../../src/index.ts';
import { rememberDismissal, wasDismissed } from './dismissals.ts';

/** The popup opens this long after the page loaded (spec: 3000 ms). */
export const POPUP_DELAY_MS = 3000;

const options = {
  /** The popup's Id (required): remembered when the customer closes it. */
  popupId: { kind: 'string', default: '' },
  /** Milliseconds before the popup opens; default 3000 (the spec's constant). */
  delay: { kind: 'number', default: POPUP_DELAY_MS, check: (v: number) => v >= 0 },
} as const;

// Type-only imports from src/index.ts keep this chunk free of the shared React chunks.
const popup: WidgetDefinition<typeof options> = {
  name: 'popup',
  strategy: 'eager',
  options,
  mount(el, { popupId, delay }: OptionsOf<typeof options>, { signal }) {
    if (!(el instanceof HTMLDialogElement)) throw new Error('popup goes on a <dialog> element');
    if (!popupId) throw new Error('popup needs data-popup-id');
    if (wasDismissed(popupId)) {
      el.remove();
      return undefined;
    }
    let returnFocus: HTMLElement | null = null;
    const timer = window.setTimeout(() => {
      returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      el.showModal();
    }, delay);
    el.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        if (target?.closest('[data-popup-close]')) el.close();
        // A click on the backdrop lands on the dialog itself.
        else if (target === el) el.close();
      },
      { signal },
    );
    el.addEventListener(
      'close',
      () => {
        rememberDismissal(popupId);
        el.remove();
        if (returnFocus?.isConnected) returnFocus.focus({ preventScroll: true });
      },
      { signal, once: true },
    );
    return () => window.clearTimeout(timer);
  },
};

export default popup;
