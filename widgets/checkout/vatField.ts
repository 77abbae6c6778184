import { reportFailure, request, translator } from '../../src/index.ts';
import { reloadKeepingForm } from './draft.ts';
import { previousVat, type VatValidity, vatNeedsReload, vatState } from './vatRule.ts';

interface VatAnswer {
  IsVATValidWebService: boolean | null;
  ErrorMessage?: string;
}

const isAnswer = (data: unknown): data is VatAnswer =>
  typeof data === 'object' && data !== null && 'IsVATValidWebService' in data;

/** Shows a state on the VAT field: classes, aria-invalid, the status line and the error message. */
function show(
  container: HTMLElement,
  state: 'valid' | 'invalid' | 'unverified' | 'checking',
  message: string,
): void {
  const input = container.querySelector('input');
  container.classList.remove(
    'checkout-vat--valid',
    'checkout-vat--invalid',
    'checkout-vat--unverified',
    'checkout-vat--unchecked',
    'checkout-vat--checking',
  );
  container.classList.add(`checkout-vat--${state}`);
  container.dataset.vatState = state;
  if (state === 'invalid') input?.setAttribute('aria-invalid', 'true');
  else input?.removeAttribute('aria-invalid');
  const status = container.querySelector('.checkout-vat__status');
  const error = container.querySelector('[data-valmsg-for="BillingVAT"]');
  if (status) status.textContent = state === 'invalid' ? '' : message;
  if (error) {
    error.textContent = state === 'invalid' ? message : '';
    error.className =
      state === 'invalid' ? 'field-validation-error checkout-vat__popover' : 'field-validation-valid';
  }
}

export interface VatCheckOptions {
  form: HTMLFormElement;
  customerId: number;
  /** Milliseconds before a silent VAT service counts as 'not yet verified'. */
  timeout: number;
  signal: AbortSignal;
}

/**
 * Checks the billing VAT number with the CMS: marks the field valid or invalid (the message in the
 * field's popover), and reloads the page per the reload rule (`vatRule.ts`). When the service is
 * down, slow or failing, the number stays 'not yet verified', the customer is told, and the order
 * is not blocked.
 */
export async function checkVatNumber({ form, customerId, timeout, signal }: VatCheckOptions): Promise<void> {
  const container = form.querySelector<HTMLElement>('.checkout-vat');
  const vat = form.querySelector<HTMLInputElement>('input[name="BillingVAT"]')?.value.trim() ?? '';
  const countryId = form.querySelector<HTMLInputElement>('input[name="BillingCountry"]')?.value ?? '';
  if (!container) return;
  // The page's strings are asked for by the first check (the checkout shows no text before).
  const t = await translator();
  if (signal.aborted) return;
  const previous = previousVat(container.dataset.vatState);
  show(container, 'checking', t('Checkout.VatChecking'));
  const outcome = await request('GET', 'api/v1/sales/customers/checkisvatvalid/', {
    key: 'checkout-vat',
    searchParams: { countryId, VAT: vat, customerId },
    timeout,
    signal,
  });
  if (outcome.kind === 'aborted') return;
  let result: VatValidity = null;
  let message = t('Checkout.VatNotYetVerified');
  if (outcome.kind === 'failed') {
    if (outcome.error.status === 401) reportFailure(outcome.error);
  } else if (isAnswer(outcome.data)) {
    result = outcome.data.IsVATValidWebService;
    if (result === false) message = outcome.data.ErrorMessage || t('Sales.VatInvalid');
    if (result === true) message = t('Checkout.VatValid');
  }
  show(container, vatState(result), message);
  if (outcome.kind === 'ok' && vatNeedsReload(previous, result)) await reloadKeepingForm(form, signal);
}
