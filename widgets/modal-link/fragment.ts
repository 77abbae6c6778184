/**
 * The part of a fetched answer to show in a modal: a full page's content region, or the whole
 * answer when it is a fragment. The heading, if any, is taken out to become the modal's title.
 */
export function extractFragment(html: string): { title: string | undefined; nodes: Node[] } {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const region = doc.querySelector('[data-page-content]') ?? doc.querySelector('main') ?? doc.body;
  const heading = region.querySelector('h1');
  const title = heading?.textContent?.trim() || undefined;
  heading?.remove();
  return { title, nodes: [...region.childNodes] };
}
