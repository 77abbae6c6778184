import { HttpError } from '../http/HttpError.ts';
import { NetworkError } from '../http/NetworkError.ts';
import { type RequestError, request, resolveUrl } from '../http/request.ts';

/** How the strings call ended: the CMS's table, or why there is none (`GET /… failed: 404`). */
export type StringsAnswer =
  | { kind: 'table'; texts: ReadonlyMap<string, string> }
  | { kind: 'failed'; reason: string };

/** The strings call's path, resolved against the settings' `appPath` by `request()`. */
export function stringsPath(culture: string): string {
  return `api/v1/localization/${encodeURIComponent(culture)}/stringresources`;
}

/**
 * Whether a failure may pass if asked again at once: a dropped connection or a server error. A
 * 404 (a CMS without the call, a culture it does not know), a time-out or an answer of the wrong
 * shape will not.
 */
function mayPass(error: RequestError): boolean {
  return error instanceof NetworkError || (error instanceof HttpError && error.status >= 500);
}

/** The table of an answer: its entries whose value is a string; undefined when it is no object. */
function tableOf(data: unknown): ReadonlyMap<string, string> | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const texts = new Map<string, string>();
  for (const [key, text] of Object.entries(data)) if (typeof text === 'string') texts.set(key, text);
  return texts;
}

/**
 * GETs the CMS's string table of a culture (a flat `{ "Area.Key": "text" }`), asked again once
 * after a failure that may pass. Never rejects.
 */
export async function fetchStrings(culture: string): Promise<StringsAnswer> {
  const path = stringsPath(culture);
  let outcome = await request<unknown>('GET', path);
  if (outcome.kind === 'failed' && mayPass(outcome.error)) outcome = await request<unknown>('GET', path);
  if (outcome.kind === 'aborted') return { kind: 'failed', reason: `GET ${resolveUrl(path)} was aborted` };
  if (outcome.kind === 'failed') return { kind: 'failed', reason: outcome.error.message };
  const texts = tableOf(outcome.data);
  if (!texts) return { kind: 'failed', reason: `GET ${resolveUrl(path)} answered no { key: text } map` };
  return { kind: 'table', texts };
}
