import { defineWidget, loadStrings, option, reportFailure, request } from '../../src/index.ts';
import { applyAttributes, applyBindings } from './applyVariant.ts';
import { refreshFragments } from './refreshFragments.ts';
import { isVariantResponse } from './variantResponse.ts';
import { addressWithVariant, shouldRefreshForQuantity } from './variantRules.ts';

/** The selected value of each VariantValueId field of the form, by field name. */
function selection(form: HTMLFormElement): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) {
    if (/^VariantValueId\d+$/.test(key) && typeof value === 'string') chosen[key] = value;
  }
  return chosen;
}

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
      if (outcome.kind === 'aborted') return;
      form.removeAttribute('aria-busy');
      if (outcome.kind === 'failed') {
        reportFailure(outcome.error);
        return;
      }
      if (!isVariantResponse(outcome.data)) {
        console.error('[vitrine] product-variants: unexpected variants answer', outcome.data);
        return;
      }
      const answer = outcome.data;
      applyBindings(scope, answer);
      applyAttributes(form, answer);
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
    };
  },
});
