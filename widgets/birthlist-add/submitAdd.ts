import {
  announceListChange,
  answerMessage,
  closeAllDialogs,
  growl,
  HttpError,
  listQuantity,
  loadStrings,
  reportFailure,
  request,
  setButtonLoading,
  t,
} from '../../src/index.ts';
import { type BirthListAdd, pendingAdd } from './pendingAdd.ts';
import { openSuccessDialog } from './successDialog.ts';

export const ADD_PATH = 'api/v1/birthlists/birthlist/addproductvariant';

/** The form's add, with the quantity as a positive number. */
export function readAdd(form: HTMLFormElement): BirthListAdd {
  const value = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value ?? '';
  return {
    BirthListId: Number(value('BirthListId')),
    ProductVariantId: Number(value('ProductVariantId')),
    Quantity: listQuantity(value('Quantity')) ?? 1,
  };
}

/** The current page with openBirthlist: after a login the add dialog opens there. */
export function reopenUrl(): string {
  const url = new URL(location.href);
  url.searchParams.set('openBirthlist', '1');
  return url.pathname + url.search + url.hash;
}

/**
 * Sends the add (the CMS's POST addproductvariant, data in the query). Success with IsSuccessfull:
 * the dialog with 'return to shopping' and 'go to birth list'. Failure: an error toast with the
 * answer's Message. A 401 keeps the add for after the login.
 */
export async function submitAdd(add: BirthListAdd, button: HTMLButtonElement | null, signal: AbortSignal) {
  const reset = button ? setButtonLoading(button) : () => {};
  const [outcome] = await Promise.all([
    request('POST', ADD_PATH, {
      searchParams: { ...add },
      signal,
      key: `birthlist-add:${add.ProductVariantId}`,
    }),
    loadStrings(),
  ]);
  reset();
  if (outcome.kind === 'aborted') return;
  if (outcome.kind === 'failed') {
    if (outcome.error.status === 401) {
      pendingAdd.keep(add);
      reportFailure(outcome.error, { returnUrl: reopenUrl() });
      return;
    }
    const message = outcome.error instanceof HttpError ? answerMessage(outcome.error.body) : undefined;
    if (message) growl(message, { type: 'error' });
    else reportFailure(outcome.error);
    return;
  }
  const answer = (outcome.data ?? {}) as { IsSuccessfull?: unknown; BirthListId?: unknown };
  if (answer.IsSuccessfull !== true) {
    growl(answerMessage(answer) ?? t('Manager.UnknowsErrors'), { type: 'error' });
    return;
  }
  const birthListId = Number(answer.BirthListId) || add.BirthListId;
  closeAllDialogs();
  announceListChange('birthlist-add', 'birthlist', [birthListId]);
  openSuccessDialog(answerMessage(answer) ?? '', birthListId);
}
