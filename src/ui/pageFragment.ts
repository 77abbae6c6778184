/** The part of an HTML answer shown in a modal: its content region, else `main`, else the body. */
export function contentRegion(html: string): Element {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.querySelector('[data-page-content]') ?? doc.querySelector('main') ?? doc.body;
}

/** The content region's nodes, with its `h1` taken out to become the modal's title. */
export function extractFragment(html: string): { title: string | undefined; nodes: Node[] } {
  const region = contentRegion(html);
  const heading = region.querySelector('h1');
  const title = heading?.textContent?.trim() || undefined;
  heading?.remove();
  return { title, nodes: [...region.childNodes] };
}
