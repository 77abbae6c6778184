import {
  announce,
  BadAnswerError,
  contentOnly,
  parseDocument,
  reportFailure,
  request,
  t,
} from '../../src/index.ts';

/**
 * Says in the fragment itself that it still shows the previous variant (its refresh failed); the
 * next successful refresh replaces the element, notice included.
 */
function markOutdated(target: HTMLElement): void {
  target.setAttribute('data-outdated', '');
  let notice = target.querySelector<HTMLElement>(':scope > .variant-fragment__outdated');
  if (!notice) {
    notice = document.createElement('p');
    notice.className = 'variant-fragment__outdated';
    target.prepend(notice);
  }
  notice.textContent = t('Catalog.FragmentOutdated');
  announce(notice.textContent, 'errors');
}

/**
 * Replaces every `[data-variant-fragment]` element of the scope with the CMS's fragment for the
 * variant (gallery, stock, degressive prices, customer reference). A newer refresh of the same
 * fragment aborts the earlier one; widgets inside the new HTML are mounted by the loader.
 */
export async function refreshFragments(
  scope: ParentNode,
  productVariantId: number,
  signal: AbortSignal,
): Promise<void> {
  const targets = [...scope.querySelectorAll<HTMLElement>('[data-variant-fragment]')];
  await Promise.all(
    targets.map(async (target) => {
      const address = target.dataset.variantFragment ?? '';
      const url = new URL(address, location.href);
      url.searchParams.set('productVariantId', String(productVariantId));
      const outcome = await request<string>('GET', url.pathname + url.search, {
        key: `product-variants:fragment:${url.pathname}`,
        signal,
        expect: 'html',
      });
      if (outcome.kind === 'aborted') return;
      if (outcome.kind === 'failed') {
        markOutdated(target);
        reportFailure(outcome.error);
        return;
      }
      const answer = parseDocument(typeof outcome.data === 'string' ? outcome.data : '');
      // The fragment's own root (React-rendered fragments may start with image preload links). An
      // answer without one (an empty page, another page) is a failure: the fragment keeps its content.
      const found = answer.querySelector('[data-variant-fragment]');
      const replacement = found && contentOnly(found, `the product fragment ${url.pathname}`);
      if (!target.isConnected) return;
      if (!replacement) {
        markOutdated(target);
        reportFailure(
          new BadAnswerError(200, 'GET', outcome.url, 'the answer has no [data-variant-fragment]'),
        );
        return;
      }
      target.replaceWith(replacement);
    }),
  );
}
