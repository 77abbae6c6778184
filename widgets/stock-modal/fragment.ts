import { extractFragment } from '../../src/index.ts';

/**
 * The nodes of an HTML answer to show in the modal, without the page's own links to this modal;
 * undefined when that leaves nothing to show (an empty page, a page with only its heading).
 */
export function fragmentNodes(html: string): Node[] | undefined {
  // The modal has its own title; the fragment's heading (h1, else h2) would repeat it.
  const { title, region, blank } = extractFragment(html);
  if (blank) return undefined;
  for (const links of region.querySelectorAll('.stock__links')) links.remove();
  if (title === undefined) region.querySelector('h2')?.remove();
  return [...region.childNodes];
}
