/**
 * The part of a fetched page to show in the modal: its content region (else `main`, else the body),
 * with the `h1` taken out to become the modal's title.
 */
export function extractFragment(html: string): { title: string | undefined; nodes: Node[] } {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const region = doc.querySelector('[data-page-content]') ?? doc.querySelector('main') ?? doc.body;
  const heading = region.querySelector('h1');
  const title = heading?.textContent?.trim() || undefined;
  heading?.remove();
  return { title, nodes: [...region.childNodes] };
}
