import { parseFragment } from '../html/htmlDoor.ts';
import { adoptNonces } from './adoptNonces.ts';

/** `data-ajax-mode` values (ASP.NET unobtrusive ajax). */
export type AjaxMode = 'replace' | 'replace-with' | 'before' | 'after';

/** Reads `data-ajax-mode`, case-insensitively; anything unknown means `replace`. */
export function ajaxMode(value: string | null | undefined): AjaxMode {
  const mode = (value ?? '').trim().toLowerCase();
  return mode === 'replace-with' || mode === 'before' || mode === 'after' ? mode : 'replace';
}

function parse(html: string, responseNonce: string): DocumentFragment {
  // Scripts parsed by the door never run on insertion: PageAssets.runScripts runs them once.
  const fragment = parseFragment(html, 'an ajax answer');
  adoptNonces(fragment, responseNonce);
  return fragment;
}

/**
 * Puts an ajax answer into a target as jquery.unobtrusive-ajax does: `replace` its content,
 * `replace-with` the element itself, `before` its first child (prepend), `after` its last child
 * (append). Its scripts keep a nonce only if the answer's own (`responseNonce`) vouched for them.
 * Returns the inserted top-level elements.
 */
export function insertFragment(target: Element, html: string, mode: AjaxMode, responseNonce = ''): Element[] {
  const fragment = parse(html, responseNonce);
  const inserted = [...fragment.children];
  switch (mode) {
    case 'replace-with':
      target.replaceWith(fragment);
      break;
    case 'before':
      target.prepend(fragment);
      break;
    case 'after':
      target.append(fragment);
      break;
    default:
      target.replaceChildren(fragment);
  }
  return inserted;
}
