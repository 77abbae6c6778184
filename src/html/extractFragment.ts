import { contentRegion } from '../page/contentRegion.ts';
import { contentOnly, parseDocument } from './htmlDoor.ts';

/** A page or fragment answer made ready for a modal. */
export interface PageFragment {
  /** The text of the answer's `h1`, taken out to become the modal's title. */
  title: string | undefined;
  /** The region's nodes, without the `h1` (not yet adopted into the document). */
  nodes: Node[];
  /** The element holding `nodes`: the answer's content region, else its body. */
  region: Element;
  /**
   * Nothing to show besides the title (an empty page, a page whose content is only its heading,
   * such as a maintenance page): a modal built from it would be empty.
   */
  blank: boolean;
}

/**
 * The part of an HTML answer shown in a modal: its content region (`contentRegion()`), else the
 * body, with its `h1` taken out to become the modal's title. Parsed by the door and made content
 * only (`contentOnly`: no meta, base, frames or off-shop forms; `source` names it in the warning).
 */
export function extractFragment(html: string, source?: string): PageFragment {
  const doc = parseDocument(html);
  const region = contentOnly(contentRegion(doc) ?? doc.body, source);
  const heading = region.querySelector('h1');
  const title = heading?.textContent?.trim() || undefined;
  heading?.remove();
  const nodes = [...region.childNodes];
  const blank = !nodes.some((node) => node instanceof Element || (node.textContent ?? '').trim() !== '');
  return { title, nodes, region, blank };
}
