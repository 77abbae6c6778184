/** Gives every id inside `root` a suffix and rewires aria-controls / for / aria-labelledby to match. */
export function suffixIds(root: Element, suffix: string): void {
  const renamed = new Map<string, string>();
  for (const el of root.querySelectorAll('[id]')) {
    const next = `${el.id}${suffix}`;
    renamed.set(el.id, next);
    el.id = next;
  }
  for (const attr of ['aria-controls', 'aria-labelledby', 'aria-describedby', 'for']) {
    for (const el of root.querySelectorAll(`[${attr}]`)) {
      const value = el.getAttribute(attr) ?? '';
      el.setAttribute(
        attr,
        value
          .split(/\s+/)
          .map((id) => renamed.get(id) ?? id)
          .join(' '),
      );
    }
  }
}

/**
 * The mobile copy of the menu: a clone of the list with ids made unique, in a panel inside the nav.
 */
export function createMobileCopy(nav: HTMLElement, list: HTMLElement, panelId: string): HTMLElement {
  const panel = document.createElement('div');
  panel.className = 'main-nav__mobile';
  panel.id = panelId;
  const copy = list.cloneNode(true) as HTMLElement;
  copy.removeAttribute('id');
  suffixIds(copy, '-mobile');
  panel.append(copy);
  nav.append(panel);
  return panel;
}
