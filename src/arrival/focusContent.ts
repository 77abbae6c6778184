/**
 * Moves focus to the new content, its `h1` or else the region itself, without scrolling, so
 * keyboard and screen-reader users start where the new page starts. A visit asked by a control
 * that stays (a facet, a sort list) passes its id: the new page's control of that id keeps focus,
 * so the customer goes on where they were.
 */
export function focusContent(region: HTMLElement, keptId = ''): void {
  // The customer already went into the new page (a Tab or a click while it animated in): the
  // focus stays where they put it.
  const active = document.activeElement;
  if (active && active !== region && region.contains(active)) return;
  const kept = keptId ? document.getElementById(keptId) : null;
  if (kept && region.contains(kept)) {
    kept.focus({ preventScroll: true });
    if (document.activeElement === kept) return;
  }
  const target = region.querySelector<HTMLElement>('h1') ?? region;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** Marks the region busy while a visit loads it, or not. */
export function setBusy(region: Element | null, busy: boolean): void {
  if (busy) region?.setAttribute('aria-busy', 'true');
  else region?.removeAttribute('aria-busy');
}
