import { dismissElement } from './dismissElement.ts';

/** How a dismissible bar remembers that the customer closed it. */
export interface DismissibleBarOptions {
  /** Selector of the control inside the bar that closes it. */
  closeSelector: string;
  /** True when the customer closed this bar before: it is removed at once. */
  wasDismissed(): boolean;
  /** Records that the customer closed it (a cookie). */
  remember(): void;
  /** The widget's unmount signal: the close listener goes with it. */
  signal: AbortSignal;
}

/**
 * A bar the customer closes once and does not see again (cookie-law, site-banner). Rendered
 * `hidden` by the server, it is revealed unless it was closed before, then removed for good; its
 * close control records the choice and removes it, focus going back to the content region.
 */
export function mountDismissibleBar(el: HTMLElement, options: DismissibleBarOptions): undefined {
  if (options.wasDismissed()) {
    el.remove();
    return undefined;
  }
  el.hidden = false;
  el.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest(options.closeSelector)) return;
      options.remember();
      dismissElement(el);
    },
    { signal: options.signal },
  );
  return undefined;
}
