/** The nodes of an HTML answer to show in the modal, without the page's own links to this modal. */
export function fragmentNodes(html: string): Node[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const region = doc.querySelector('[data-page-content]') ?? doc.querySelector('main') ?? doc.body;
  for (const links of region.querySelectorAll('.stock__links')) links.remove();
  // The modal has its own title; the fragment's heading would repeat it.
  region.querySelector('h1, h2')?.remove();
  return [...region.childNodes];
}
