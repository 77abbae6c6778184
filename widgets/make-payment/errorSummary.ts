import { t } from '../../src/index.ts';

/** One line of the summary: a message, linked to the field it is about when there is one. */
export interface SummaryItem {
  message: string;
  field?: HTMLElement;
}

/**
 * The card fields' errors as summary items: each field marked `aria-invalid` with its described
 * message (the test provider's fields); a provider whose fields cannot be reached (Adyen's iframes)
 * gets one item pointing at the card form.
 */
export function cardErrors(host: HTMLElement, unavailable: boolean): SummaryItem[] {
  if (unavailable) return [{ message: t('Payment.Unavailable') }];
  const items: SummaryItem[] = [];
  for (const field of host.querySelectorAll<HTMLElement>('[aria-invalid="true"]')) {
    const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const message = ids
      .map((id) => document.getElementById(id))
      .find((el) => el && !el.hidden && el.textContent?.trim())
      ?.textContent?.trim();
    if (message) items.push({ message, field });
  }
  return items.length > 0 ? items : [{ message: t('Payment.CardDetailsInvalid'), field: host }];
}

/**
 * Fills the summary element (server-rendered, `data-error-summary`, with its title) with the items
 * as links to their fields; a click on one focuses the field. Then shows it.
 */
export function showSummary(summary: HTMLElement, items: SummaryItem[]): void {
  let list = summary.querySelector('ul');
  if (!list) {
    list = document.createElement('ul');
    summary.append(list);
  }
  list.replaceChildren(
    ...items.map((item) => {
      const li = document.createElement('li');
      if (!item.field) {
        li.textContent = item.message;
        return li;
      }
      const link = document.createElement('a');
      const field = item.field;
      if (!field.id) field.id = `card-payment-${Math.random().toString(36).slice(2, 8)}`;
      link.href = `#${field.id}`;
      link.textContent = item.message;
      link.addEventListener('click', (event) => {
        event.preventDefault();
        field.scrollIntoView({ block: 'center' });
        const target = field.matches('input, select, textarea')
          ? field
          : (field.querySelector<HTMLElement>('input, select, iframe') ?? field);
        if (target === field && !field.matches('input, select, textarea')) field.tabIndex = -1;
        target.focus();
      });
      li.append(link);
      return li;
    }),
  );
  summary.hidden = false;
}

/** Hides the summary (a new attempt starts). */
export function hideSummary(summary: HTMLElement): void {
  summary.hidden = true;
}
