import { on } from '../events/dispatch.ts';
import { t } from '../i18n/index.ts';

/** Notices shown at once per region: a new one pushes the oldest out, so they never pile up. */
const MAX_SHOWN = 2;

export type GrowlType = 'notice' | 'success' | 'error';

export interface GrowlOptions {
  type?: GrowlType;
  title?: string;
  /** Milliseconds before it leaves; default 5000 (errors 8000). 0 keeps it until closed. */
  duration?: number;
}

function region(polite: boolean): HTMLElement {
  const id = polite ? 'vitrine-growl-polite' : 'vitrine-growl-assertive';
  let el = document.getElementById(id);
  if (!el) {
    el = document.createElement('div');
    el.id = id;
    el.className = 'vitrine-growl';
    el.setAttribute('role', polite ? 'status' : 'alert');
    el.setAttribute('aria-live', polite ? 'polite' : 'assertive');
    el.setAttribute('aria-label', t('Core.Notifications'));
    document.body.append(el);
    clearAtPageChange();
  }
  return el;
}

let clearing = false;

/**
 * A notice belongs to the page it was shown on (a refused payment, a failed search): when a
 * visit puts another page in place, every notice goes with the old page.
 */
function clearAtPageChange(): void {
  if (clearing) return;
  clearing = true;
  on('vitrine:page-swap', () => {
    for (const item of document.querySelectorAll('.vitrine-growl__item')) item.remove();
  });
}

/**
 * Shows a short notice in an aria-live region (errors in an assertive one). Text is set as text,
 * never as HTML. Returns the function that removes it early.
 */
export function growl(message: string, options: GrowlOptions = {}): () => void {
  const type = options.type ?? 'notice';
  const item = document.createElement('div');
  item.className = `vitrine-growl__item vitrine-growl__item--${type}`;
  if (options.title) {
    const title = document.createElement('strong');
    title.textContent = options.title;
    item.append(title, ' ');
  }
  item.append(message);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'vitrine-growl__close';
  close.setAttribute('aria-label', t('Core.Close'));
  close.textContent = '×';
  item.append(close);
  const shown = region(type !== 'error');
  shown.append(item);
  while (shown.children.length > MAX_SHOWN) shown.firstElementChild?.remove();
  const remove = () => item.remove();
  close.addEventListener('click', remove);
  const duration = options.duration ?? (type === 'error' ? 8000 : 5000);
  if (duration > 0) setTimeout(remove, duration);
  return remove;
}
