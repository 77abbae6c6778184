// The code of `loadFragment` (../fragmentDialog.ts), a chunk of its own: a page needs it only
// when a customer opens a dialog of CMS HTML, so no page downloads it at load.
import { contentOnly, parseDocument } from '../../html/htmlDoor.ts';
import { BadAnswerError } from '../../http/BadAnswerError.ts';
import { reportFailure } from '../../http/errorPolicy.ts';
import { type RequestError, request } from '../../http/request.ts';
import { loadStrings } from '../../i18n/index.ts';
import { contentRegion } from '../../page/contentRegion.ts';

/** A CMS page or fragment asked for a dialog: the call, and what of the answer to show. */
export interface FragmentCall {
  readonly url: string;
  readonly signal?: AbortSignal;
  readonly method?: 'GET' | 'POST';
  readonly body?: FormData;
  /** The call's key (`request`'s): a second call of the same key cancels the first. */
  readonly key?: string;
  readonly searchParams?: Record<string, string | number>;
  /** What shows the call working: a button takes its loading state, another element `aria-busy`. */
  readonly busy?: HTMLElement;
  /**
   * The element of the answer to show, itself (a selector): its class lays it out. Default: what the
   * answer's content region holds, else what its body holds.
   */
  readonly select?: string;
  /** What the content must hold to be shown (a selector); default anything besides its heading. */
  readonly needs?: string;
  /** The widget's own changes to the content, before that check (a link back to itself, say). */
  readonly prepare?: (content: Element, title: string | undefined) => void;
  /** Where a login asked by a 401 comes back to; default the error policy's (the page). */
  readonly returnUrl?: string;
  /**
   * What a failure does instead of the error policy (the login modal loads the login page); no
   * error when the code that reads the answer could not load.
   */
  readonly onFailure?: (error?: RequestError) => void;
}

/** An answer made ready for a dialog: parsed by the HTML door, content only, not yet adopted. */
export interface Fragment {
  /** The text of the content's `h1`, taken out to become the dialog's title. */
  readonly title: string | undefined;
  /** The selected element, else the content region or body, the heading out. */
  readonly content: Element;
  /** What the dialog shows: the selected element, else the content's children. */
  readonly nodes: readonly Node[];
  /** The answer's address (after redirects). */
  readonly url: string;
}

/** The content of an answer: the selected element, else the content region, else the body. */
function readContent(html: string, call: FragmentCall): Fragment & { empty: boolean } {
  const doc = parseDocument(html);
  const selected = call.select ? doc.querySelector(call.select) : null;
  const found = selected ?? contentRegion(doc) ?? doc.body;
  const content = contentOnly(found, call.url);
  const heading = content.querySelector('h1');
  const title = heading?.textContent?.trim() || undefined;
  heading?.remove();
  call.prepare?.(content, title);
  const empty = call.needs
    ? !(content.matches(call.needs) || content.querySelector(call.needs))
    : ![...content.childNodes].some(
        (node) => node instanceof Element || (node.textContent ?? '').trim() !== '',
      );
  const nodes = selected ? [content] : [...content.childNodes];
  return { title, content, nodes, url: call.url, empty };
}

/**
 * Fetches a CMS page or fragment for a dialog, through the one request path and with the page's
 * strings (the dialog's own words need them): the HTML parsed by the door, made content only, its
 * `h1` taken out as the title. A failure follows the error policy (or `onFailure`), and so does an
 * answer with nothing to show (an empty page, a page with only its heading, no `needs`): no empty
 * dialog opens, the error modal says it failed.
 * @returns the fragment, or undefined when the call was aborted or failed.
 */
export async function loadFragment(call: FragmentCall): Promise<Fragment | undefined> {
  const [outcome] = await Promise.all([
    request<string>(call.method ?? 'GET', call.url, {
      ...(call.signal ? { signal: call.signal } : {}),
      expect: 'html',
      ...(call.body ? { body: call.body } : {}),
      ...(call.key ? { key: call.key } : {}),
      ...(call.searchParams ? { searchParams: call.searchParams } : {}),
    }),
    loadStrings(),
  ]);
  if (outcome.kind === 'aborted') return undefined;
  let error: RequestError;
  if (outcome.kind === 'ok') {
    const html = typeof outcome.data === 'string' ? outcome.data : '';
    const { empty, ...fragment } = readContent(html, { ...call, url: outcome.url });
    if (!empty) return fragment;
    const missing = call.needs ? `the answer has no ${call.needs}` : 'nothing to show';
    error = new BadAnswerError(200, call.method ?? 'GET', outcome.url, missing);
  } else error = outcome.error;
  failed(call, error);
  return undefined;
}

/** A failure of the call: the widget's own `onFailure`, else the error policy. */
function failed(call: FragmentCall, error: RequestError): void {
  if (call.onFailure) call.onFailure(error);
  else reportFailure(error, call.returnUrl === undefined ? {} : { returnUrl: call.returnUrl });
}
