import { extractFragment } from '../../src/index.ts';

/** The nodes of an HTML answer to show in the modal, without the page's own links to this modal. */
export function fragmentNodes(html: string): Node[] {
  // The modal has its own title; the fragment's heading (h1, else h2) would repeat it.
  const { title, region } = extractFragment(html);
  for (const links of region.querySelectorAll('.stock__links')) links.remove();
  if (title === undefined) region.querySelector('h2')?.remove();
  return [...region.childNodes];
}
