import { announce } from '../a11y/announce.ts';
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
    // Shown here, said by the page's one voice (announce): not a live region of its own.
    document.body.append(el);
    clearAtPageChange();
  }
  return el;
}

let clearing = false;

/** The page a notice belongs to: its address without the hash. */
function pageOf(url: string): string {
  const { pathname, search } = new URL(url, location.href);
  return pathname + search;
}

/**
 * A notice belongs to the page it was shown on (a refused payment, a failed search): when a
 * visit puts another page in place, its notices go with it. A page refreshed in place (the same
 * address: a saved pickup point) keeps them.
 */
function clearAtPageChange(): void {
  if (clearing) return;
  clearing = true;
  on('vitrine:page-swap', ({ url }) => {
    const page = pageOf(url);
    for (const item of document.querySelectorAll<HTMLElement>('.vitrine-growl__item')) {
      if (item.dataset.page !== page) item.remove();
    }
  });
}

/**
 * Shows a short notice in a corner and says it (errors assertively, through `announce`). Text is set as text,
 * never as HTML. Returns the function that removes it early.
 */
export function growl(message: string, options: GrowlOptions = {}): () => void {
  const type = options.type ?? 'notice';
  const item = document.createElement('div');
  item.className = `vitrine-growl__item vitrine-growl__item--${type}`;
  item.dataset.page = pageOf(location.href);
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
  announce(message, type === 'error' ? 'errors' : 'toast');
  const shown = region(type !== 'error');
  shown.append(item);
  while (shown.children.length > MAX_SHOWN) shown.firstElementChild?.remove();
  const remove = () => item.remove();
  close.addEventListener('click', remove);
  const duration = options.duration ?? (type === 'error' ? 8000 : 5000);
  if (duration > 0) setTimeout(remove, duration);
  return remove;
}
