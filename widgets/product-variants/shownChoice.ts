import { announce } from '../../src/index.ts';

const FIELD = /^VariantValueId\d+$/;

/** The selected value of each VariantValueId field of the form, by field name. */
export function selection(form: HTMLFormElement): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) {
    if (FIELD.test(key) && typeof value === 'string') chosen[key] = value;
  }
  return chosen;
}

/** Puts the form's VariantValueId fields back on `chosen` (no change event: nothing is asked again). */
function select(form: HTMLFormElement, chosen: Record<string, string>): void {
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')) {
    if (!FIELD.test(field.name)) continue;
    const value = chosen[field.name];
    if (field instanceof HTMLSelectElement) field.value = value ?? '';
    else if (field.type === 'radio' || field.type === 'checkbox') field.checked = field.value === value;
  }
}

/**
 * The variant choice the page shows, the one its SKU, price and `ProductVariantId` belong to. A
 * choice whose answer never came (500, 401, a dropped connection, an answer that cannot be applied)
 * goes back to it, with a message, so add to cart never adds a variant the customer did not see.
 */
export class ShownChoice {
  private shown: Record<string, string>;
  private message: HTMLElement | undefined;

  constructor(private readonly form: HTMLFormElement) {
    this.shown = selection(form);
  }

  /** The page now shows the form's choice. */
  confirm(): void {
    this.shown = selection(this.form);
    this.clear();
  }

  /** Puts the choice back on the variant shown and says so in an alert under the choices. */
  restore(text: string): void {
    select(this.form, this.shown);
    this.message ??= document.createElement('p');
    this.message.className = 'variant-form__message';
    this.message.textContent = text;
    announce(text, 'errors');
    if (!this.message.isConnected) this.form.append(this.message);
  }

  /** Removes the message (teardown, or a later choice applied). */
  clear(): void {
    this.message?.remove();
    this.message = undefined;
  }
}
