/** The subscription form of a fetched page (its content region), or null when the answer has none. */
export function extractForm(html: string): { title: string; form: HTMLFormElement } | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const region = doc.querySelector('[data-page-content]') ?? doc.querySelector('main') ?? doc.body;
  const form = region.querySelector('form');
  if (!form) return null;
  return { title: region.querySelector('h1')?.textContent?.trim() ?? '', form };
}
