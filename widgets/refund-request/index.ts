import { announce, defineWidget, formatMoney, loadStrings, option, t } from '../../src/index.ts';
import { lineCents, lineQuantity, type RefundLine, refundTotals, toCents } from './refundTotals.ts';

interface LineSlots {
  input: HTMLInputElement | null;
  amount: HTMLElement | null;
  unitCents: number;
}

/** The lines of the table: each `[data-refund-line]` row, its quantity field and amount cell. */
function readLines(form: HTMLElement, name: string): LineSlots[] {
  return [...form.querySelectorAll<HTMLElement>('[data-refund-line]')].map((row) => {
    const unitCents = toCents(row.dataset.unitPrice ?? '');
    if (Number.isNaN(unitCents))
      console.error(`[vitrine] ${name}: data-unit-price "${row.dataset.unitPrice}" is not a price`, row);
    return {
      input: row.querySelector<HTMLInputElement>('input:not([type="hidden"])'),
      amount: row.querySelector<HTMLElement>('[data-refund-amount]'),
      unitCents: Number.isNaN(unitCents) ? 0 : unitCents,
    };
  });
}

/**
 * The refund request table: each line's amount is its quantity × tax-inclusive unit price
 * (`data-unit-price`, computed in cents), shown with two decimals in the page culture, and the
 * totals (`[data-refund-total-items]`, `[data-refund-total-amount]`) are the sums over the lines,
 * all updated as a line's quantity changes. The quantity fields are quantity-input widgets; Enter
 * in one settles it without sending the request.
 */
export default defineWidget({
  name: 'refund-request',
  strategy: 'idle',
  options: {
    /** ISO currency of the amounts; default EUR. */
    currency: option.string('EUR'),
  },
  mount(el, options, { name, signal }) {
    const money = (cents: number) => formatMoney(cents / 100, { currency: options.currency });
    const update = (say: boolean) => {
      const slots = readLines(el, name);
      const lines: RefundLine[] = slots.map((slot) => ({
        quantity: slot.input ? lineQuantity(slot.input.value, Number(slot.input.max) || undefined) : 0,
        unitCents: slot.unitCents,
      }));
      slots.forEach((slot, i) => {
        const line = lines[i];
        if (slot.amount && line) slot.amount.textContent = money(lineCents(line));
      });
      const totals = refundTotals(lines);
      const items = el.querySelector('[data-refund-total-items]');
      const amount = el.querySelector('[data-refund-total-amount]');
      if (items) items.textContent = String(totals.items);
      if (amount) amount.textContent = money(totals.cents);
      if (say)
        announce(
          t('Sales.RefundSummary', { count: totals.items, amount: money(totals.cents) }),
          'cart-totals',
        );
    };
    // `input` while typing, `change` when a quantity-input settles (rounded, capped) or a button steps.
    el.addEventListener('input', () => update(false), { signal });
    el.addEventListener('change', () => void loadStrings().then(() => update(true)), { signal });
    // Enter settles a quantity (the quantity-input does it) but never sends the request by itself.
    el.addEventListener(
      'keydown',
      (event) => {
        const field = event.target as Element | null;
        if (event.key === 'Enter' && field?.closest('[data-refund-line]')) event.preventDefault();
      },
      { signal },
    );
    update(false);
    return undefined;
  },
});
