import { loadStrings, reportFailure, request, t, takeTurn } from '../../src/index.ts';

import { applyAttributes, applyBindings } from './applyVariant.ts';
import { checkVariant } from './checkVariant.ts';
import { refreshFragments } from './refreshFragments.ts';
import { ShownChoice, selection } from './shownChoice.ts';
import { addressWithVariant, shouldRefreshForQuantity } from './variantRules.ts';

const VARIANT_FIELD = /^VariantValueId\d+$/;

function quantityBounds(input: HTMLInputElement): { min: number; max: number } {
  const host = input.closest<HTMLElement>('[data-widget~="quantity-input"]');
  const min = Number(host?.dataset.min ?? input.min ?? 1);
  const max = Number(host?.dataset.max ?? input.max ?? 0);
  return { min: Number.isFinite(min) ? min : 1, max: Number.isFinite(max) ? max : 0 };
}

/**
 * The product page's variation choice: a changed choice (or a settled quantity) asks the variants
 * call, then refreshes bindings, swatches, selects, the address's `variantId` and the fragments.
 */
export class VariantsController {
  private submit: HTMLElement | null = null;
  private started = false;
  private choice: ShownChoice | undefined;
  /** The quantity of the last refresh sent (none after a failure), so a repeated change asks nothing. */
  private askedQuantity: string | undefined;

  constructor(
    private readonly form: HTMLFormElement,
    private readonly scope: ParentNode,
    private readonly productId: number,
    private readonly signal: AbortSignal,
  ) {}

  /** Hides the no-JS update button and listens to the choices. Safe to call twice. */
  start(): void {
    if (this.started) return;
    this.started = true;
    const { form } = this;
    const signal = this.signal;
    this.submit = form.querySelector<HTMLElement>('button[type="submit"], input[type="submit"]');
    // Choices apply at once; the no-JS update button would only confuse (`.button` styles beat [hidden]).
    if (this.submit) this.submit.style.display = 'none';
    // The chosen colour's name beside its legend: the server's HTML hides it, since without script
    // nothing would keep it in line with a new choice before the form is sent.
    for (const chosen of form.querySelectorAll<HTMLElement>('.options__chosen')) chosen.hidden = false;
    this.choice = new ShownChoice(form);
    form.addEventListener('change', (event) => this.onChoice(event), { signal });
    form.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        void this.refresh();
      },
      { signal },
    );
    const quantityHost = this.scope === document ? document : (this.scope as HTMLElement);
    quantityHost.addEventListener('change', (event) => this.onQuantity(event), { signal });
  }

  /** Shows the update button again. Listeners go with the signal. Safe to call twice. */
  stop(): void {
    if (this.submit) this.submit.style.display = '';
    for (const chosen of this.form.querySelectorAll<HTMLElement>('.options__chosen')) chosen.hidden = true;
    this.form.removeAttribute('aria-busy');
    this.choice?.clear();
  }

  private onChoice(event: Event): void {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    const name = target.getAttribute('name') ?? '';
    if (!VARIANT_FIELD.test(name)) return;
    // A crossed-out value asks for that value alone: the shop answers a variant that has it (the
    // other choices change), where the full choice would keep them and drop the one just made.
    void this.refresh(target.hasAttribute('data-unavailable') ? name : undefined);
  }

  /** The quantity-input island fires a bubbling change once the value settles. */
  private onQuantity(event: Event): void {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input !== this.quantityField()) return;
    // A blur sends the browser's change and the island's settled one: the same value asks once.
    if (input.value === this.askedQuantity) return;
    const { min, max } = quantityBounds(input);
    if (shouldRefreshForQuantity(input.value, min, max)) void this.refresh();
  }

  /**
   * The product's quantity: the scope's first `Quantity` field outside the variation form and the
   * fragments. A quantity in a fragment belongs to that fragment's form (the birth list's add form
   * has one): the refresh would replace it, and with it what the customer typed.
   */
  private quantityField(): HTMLInputElement | undefined {
    return [...this.scope.querySelectorAll<HTMLInputElement>('input[name="Quantity"]')].find(
      (input) => !this.form.contains(input) && !input.closest('[data-variant-fragment]'),
    );
  }

  /** Asks the variant of the form's choice, or only of the field `only` (a crossed-out value). */
  private async refresh(only?: string): Promise<void> {
    const { form, scope } = this;
    const productId = this.productId;
    const signal = this.signal;
    const quantity = this.quantityField()?.value ?? '';
    const chosen = selection(form);
    const params: Record<string, string> =
      only && chosen[only] !== undefined ? { [only]: chosen[only] } : { ...chosen };
    if (quantity !== '') params.Quantity = quantity;
    this.askedQuantity = quantity;
    form.setAttribute('aria-busy', 'true');
    // The strings (what a refused choice or an outdated fragment says) come with the first answer:
    // until a choice, the form is the server's, and the page does not need them.
    const [outcome] = await Promise.all([
      request('GET', `api/v1/catalog/products/${productId}/productvariants`, {
        key: `product-variants:${productId}`,
        searchParams: params,
        signal,
      }),
      loadStrings(),
    ]);
    if (outcome.kind === 'aborted') return;
    form.removeAttribute('aria-busy');
    // Failed or not applicable: the choice goes back to the variant shown (never a checked
    // swatch beside another variant's SKU, price and ProductVariantId).
    if (outcome.kind === 'failed') {
      this.askedQuantity = undefined;
      this.choice?.restore(t('Catalog.VariantNotApplied'));
      reportFailure(outcome.error);
      return;
    }
    const checked = checkVariant(outcome.data);
    if (!checked.ok) {
      this.askedQuantity = undefined;
      console.error(`[vitrine] product-variants: ${checked.problem}`, outcome.data);
      this.choice?.restore(t('Catalog.VariantNotApplied'));
      return;
    }
    const { answer } = checked;
    applyBindings(scope, answer, checked.price);
    applyAttributes(form, answer);
    this.choice?.confirm();
    const variantId = answer.ProductVariantViewModel.ProductVariantId;
    history.replaceState(history.state, '', addressWithVariant(location.href, variantId));
    // The fragments' requests in a task of their own: with the answer applied, one long task on a
    // slow phone.
    await takeTurn();
    await refreshFragments(scope, variantId, signal);
  }
}
