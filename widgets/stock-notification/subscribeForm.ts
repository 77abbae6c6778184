import { contentRegion } from '../../src/index.ts';

/** The subscription form of a fetched page (its content region), or null when the answer has none. */
export function extractForm(html: string): { title: string; form: HTMLFormElement } | null {
  const region = contentRegion(html);
  const form = region.querySelector('form');
  if (!form) return null;
  return { title: region.querySelector('h1')?.textContent?.trim() ?? '', form };
}
