/**
 * Closes what Bootstrap 5 (the CMS's own markup) has open on top of the page: modals, offcanvas,
 * dropdowns, tooltips and popovers. Through `window.bootstrap` when the page has it (its events
 * fire, its body lock is undone), without the fade so nothing lingers over the next page; else
 * by hand: shown classes off, backdrops removed, the body's `modal-open` and inline
 * overflow/padding put back as Bootstrap found them.
 */

interface Component {
  hide(): void;
}

interface ComponentClass {
  getInstance(element: Element): Component | null;
  getOrCreateInstance(element: Element): Component;
}

interface BootstrapGlobal {
  Modal?: ComponentClass;
  Offcanvas?: ComponentClass;
  Dropdown?: ComponentClass;
  Tooltip?: ComponentClass;
  Popover?: ComponentClass;
}

const PANELS = '.modal.show, .offcanvas.show, .offcanvas.showing';
const BACKDROPS = '.modal-backdrop, .offcanvas-backdrop';
const OPEN_DROPDOWNS = '[data-bs-toggle="dropdown"][aria-expanded="true"], [data-bs-toggle="dropdown"].show';
const TIPS = '.tooltip, .popover';

/** Hides `panel` through Bootstrap with its transitions (and its backdrop's) off until it is hidden. */
function hideAtOnce(panel: HTMLElement, component: Component): void {
  const before = panel.style.transition;
  panel.style.transition = 'none';
  for (const backdrop of document.querySelectorAll<HTMLElement>(BACKDROPS))
    backdrop.style.transition = 'none';
  const kind = panel.classList.contains('modal') ? 'modal' : 'offcanvas';
  panel.addEventListener(`hidden.bs.${kind}`, () => (panel.style.transition = before), { once: true });
  component.hide();
}

/** The element a tooltip or popover describes (its trigger), if still in the document. */
function tipTrigger(tip: Element): Element | null {
  return tip.id ? document.querySelector(`[aria-describedby~="${CSS.escape(tip.id)}"]`) : null;
}

function closeWithBootstrap(bs: BootstrapGlobal): void {
  for (const panel of document.querySelectorAll<HTMLElement>(PANELS)) {
    const type = panel.classList.contains('modal') ? bs.Modal : bs.Offcanvas;
    if (type) hideAtOnce(panel, type.getOrCreateInstance(panel));
  }
  for (const toggle of document.querySelectorAll(OPEN_DROPDOWNS)) bs.Dropdown?.getInstance(toggle)?.hide();
  for (const tip of document.querySelectorAll(TIPS)) {
    const trigger = tipTrigger(tip);
    const component = trigger && (bs.Popover?.getInstance(trigger) ?? bs.Tooltip?.getInstance(trigger));
    if (component) component.hide();
    else tip.remove();
  }
}

/** Puts an inline style back as Bootstrap's scroll-bar helper saved it (`data-bs-*`), else clears it. */
function restoreStyle(element: HTMLElement, property: string): void {
  const saved = element.getAttribute(`data-bs-${property}`);
  element.removeAttribute(`data-bs-${property}`);
  if (saved === null) element.style.removeProperty(property);
  else element.style.setProperty(property, saved);
}

function closeByHand(): void {
  const locked = document.querySelector(`${PANELS}, ${BACKDROPS}`) !== null;
  for (const panel of document.querySelectorAll<HTMLElement>(PANELS)) {
    panel.classList.remove('show', 'showing');
    if (panel.classList.contains('modal')) panel.style.display = 'none';
    panel.setAttribute('aria-hidden', 'true');
    panel.removeAttribute('aria-modal');
    panel.removeAttribute('role');
  }
  for (const toggle of document.querySelectorAll(OPEN_DROPDOWNS)) {
    toggle.classList.remove('show');
    toggle.setAttribute('aria-expanded', 'false');
  }
  for (const menu of document.querySelectorAll('.dropdown-menu.show')) menu.classList.remove('show');
  for (const leftover of document.querySelectorAll(`${BACKDROPS}, ${TIPS}`)) leftover.remove();
  if (!locked) return;
  document.body.classList.remove('modal-open');
  restoreStyle(document.body, 'overflow');
  restoreStyle(document.body, 'padding-right');
}

/** Closes every open Bootstrap overlay (see the file comment). */
export function closeBootstrapOverlays(): void {
  const bs = (window as { bootstrap?: BootstrapGlobal }).bootstrap;
  if (bs) closeWithBootstrap(bs);
  else closeByHand();
}
