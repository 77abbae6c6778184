import { contentRegion } from '../../src/index.ts';

/** The nodes of an HTML answer to show in the modal, without the page's own links to this modal. */
export function fragmentNodes(html: string): Node[] {
  const region = contentRegion(html);
  for (const links of region.querySelectorAll('.stock__links')) links.remove();
  // The modal has its own title; the fragment's heading would repeat it.
  region.querySelector('h1, h2')?.remove();
  return [...region.childNodes];
}
