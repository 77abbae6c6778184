/**
 * What of the stock fragment the modal shows: not the page's own links to this modal, and not its
 * heading (h1, else h2), which the modal's title would repeat.
 */
export function trimStockFragment(content: Element, title: string | undefined): void {
  for (const links of content.querySelectorAll('.stock__links')) links.remove();
  if (title === undefined) content.querySelector('h2')?.remove();
}
