import { trusted } from '../csp/trustedPolicy.ts';
import { markParsedScripts } from '../csp/trustedScripts.ts';
import { contentOnly } from './contentOnly.ts';

/**
 * The one door through which the CMS's HTML becomes DOM. Every page, ajax answer, fragment and
 * region the bundle takes in is parsed here, inertly (nothing runs, nothing loads), under the
 * bundle's Trusted Types policy (`trustedPolicy.ts`): no other code of the bundle writes HTML into
 * a sink, so under `require-trusted-types-for 'script'` an HTML sink anywhere else is refused.
 * Its scripts are recorded as the CMS's, the only ones the navigator and the consent module may
 * re-create (`trustedScripts.ts`).
 */

/** A whole page (a visit, or an answer read for what it holds), parsed inertly. */
export function parseDocument(html: string): Document {
  const doc = new DOMParser().parseFromString(trusted('createHTML', html), 'text/html');
  markParsedScripts(doc);
  return doc;
}

/**
 * A fragment (an ajax answer, a region, a dialog's content), parsed inertly in a template (so
 * that table rows and list items parse as they would in place) and made content only
 * (`contentOnly`: no meta, base, frames or off-shop forms). `source` names it in the warning.
 */
export function parseFragment(html: string, source?: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = trusted('createHTML', html);
  markParsedScripts(template.content);
  return contentOnly(template.content, source);
}

/** Replaces the content of `el` with the fragment `html` (`parseFragment`). */
export function replaceWithFragment(el: Element, html: string, source?: string): void {
  el.replaceChildren(parseFragment(html, source));
}

/** The text of an HTML snippet (an amount the server formatted as HTML), parsed inertly. */
export function textOfHtml(html: string): string {
  return parseDocument(html).body.textContent?.trim() ?? '';
}

export { contentOnly };
