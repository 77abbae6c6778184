import { defineWidget, loadStrings, option, reportFailure, request, t } from '../../src/index.ts';
import { applyAttributes, applyBindings } from './applyVariant.ts';
import { checkVariant } from './checkVariant.ts';
import { refreshFragments } from './refreshFragments.ts';
import { ShownChoice, selection } from './shownChoice.ts';
import { addressWithVariant, shouldRefreshForQuantity } from './variantRules.ts';

function quantityBounds(input: HTMLInputElement): { min: number; max: number } {
  const host = input.closest<HTMLElement>('[data-widget~="quantity-input"]');
  const min = Number(host?.dataset.min ?? input.min ?? 1);
  const max = Number(host?.dataset.max ?? input.max ?? 0);
  return { min: Number.isFinite(min) ? min : 1, max: Number.isFinite(max) ? max : 0 };
}

export default defineWidget({
  name: 'product-variants',
  strategy: 'eager',
  options: {
    /** The product; default: the closest `data-product-id`. */
    productId: option.number(0),
    /** Ancestor whose bindings, quantity field and fragments belong to this product; default the article. */
    scope: option.string('.product-detail'),
  },
  async mount(el, options, { signal }) {
    if (!(el instanceof HTMLFormElement)) throw new Error('product-variants goes on the variation <form>');
    const form = el;
    const scope: ParentNode = form.closest(options.scope) ?? document;
    const productId =
      options.productId || Number(form.closest<HTMLElement>('[data-product-id]')?.dataset.productId);
    if (!productId) throw new Error('product-variants needs data-product-id');
    await loadStrings();
    const submit = form.querySelector<HTMLElement>('button[type="submit"], input[type="submit"]');
    // Choices apply at once; the no-JS update button would only confuse (`.button` styles beat [hidden]).
    if (submit) submit.style.display = 'none';
    const choice = new ShownChoice(form);

    const quantityField = () =>
      [...scope.querySelectorAll<HTMLInputElement>('input[name="Quantity"]')].find(
        (input) => !form.contains(input),
      );

    const refresh = async () => {
      const quantity = quantityField()?.value ?? '';
      const params: Record<string, string> = { ...selection(form) };
      if (quantity !== '') params.Quantity = quantity;
      form.setAttribute('aria-busy', 'true');
      const outcome = await request('GET', `api/v1/catalog/products/${productId}/productvariants`, {
        key: `product-variants:${productId}`,
        searchParams: params,
        signal,
      });
      if (outcome.status === 'aborted') return;
      form.removeAttribute('aria-busy');
      // Failed or not applicable: the choice goes back to the variant shown (never a checked
      // swatch beside another variant's SKU, price and ProductVariantId).
      if (outcome.status === 'failed') {
        choice.restore(t('Catalog.VariantNotApplied'));
        reportFailure(outcome.error);
        return;
      }
      const checked = checkVariant(outcome.data);
      if (!checked.ok) {
        console.error(`[vitrine] product-variants: ${checked.problem}`, outcome.data);
        choice.restore(t('Catalog.VariantNotApplied'));
        return;
      }
      const { answer } = checked;
      applyBindings(scope, answer, checked.price);
      applyAttributes(form, answer);
      choice.confirm();
      const variantId = answer.ProductVariantViewModel.ProductVariantId;
      history.replaceState(history.state, '', addressWithVariant(location.href, variantId));
      await refreshFragments(scope, variantId, signal);
    };

    form.addEventListener(
      'change',
      (event) => {
        const target = event.target;
        if (target instanceof HTMLElement && /^VariantValueId\d+$/.test(target.getAttribute('name') ?? '')) {
          void refresh();
        }
      },
      { signal },
    );
    form.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        void refresh();
      },
      { signal },
    );
    // The quantity-input island fires a bubbling change once the value settles.
    const onQuantity = (event: Event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.name !== 'Quantity' || form.contains(input)) return;
      const { min, max } = quantityBounds(input);
      if (shouldRefreshForQuantity(input.value, min, max)) void refresh();
    };
    (scope === document ? document : (scope as HTMLElement)).addEventListener('change', onQuantity, {
      signal,
    });

    return () => {
      if (submit) submit.style.display = '';
      form.removeAttribute('aria-busy');
      choice.clear();
    };
  },
});
