/**
 * The content region of a page (docs/integration.md, "Navigator"): the element marked
 * `data-page-content`, else `main`; null when the page has neither. The one lookup of the region.
 */
export function contentRegion(root: ParentNode = document): HTMLElement | null {
  return root.querySelector<HTMLElement>('[data-page-content]') ?? root.querySelector<HTMLElement>('main');
}
