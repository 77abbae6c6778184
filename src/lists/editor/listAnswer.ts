import { answerMessage } from '../../http/answerMessage.ts';
import { HttpError } from '../../http/HttpError.ts';
import type { RequestError } from '../../http/request.ts';
import { t } from '../../i18n/index.ts';

/**
 * Why a list call failed, in words for the customer: the answer's Message (the shop writes it in
 * the page's language), else the generic error; never the HTTP status text, which is no words of
 * the page's language.
 */
export function listFailureText(error: RequestError): string {
  return (error instanceof HttpError ? answerMessage(error.body) : undefined) ?? t('Manager.UnknowsErrors');
}

/** Whether a list answer is a success (`IsSuccessfull` not false). */
export function listSucceeded(data: unknown): boolean {
  return (data as { IsSuccessfull?: unknown } | null)?.IsSuccessfull !== false;
}

/**
 * The quantity a list's form answer (IsSuccessfull, the item's id under `idField`, Quantity)
 * confirms for an item; undefined when the answer is about another item or has no quantity.
 */
export function confirmedQuantity(data: unknown, idField: string, itemId: number): number | undefined {
  const answer = (data ?? {}) as Record<string, unknown>;
  if (answer.IsSuccessfull === false || Number(answer[idField]) !== itemId) return undefined;
  const quantity = answer.Quantity;
  return typeof quantity === 'number' && quantity > 0 ? quantity : undefined;
}
