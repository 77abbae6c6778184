import { extractFragment } from '../../src/index.ts';

/** The subscription form of a fetched page (its content region), or null when the answer has none. */
export function extractForm(html: string): { title: string; form: HTMLFormElement } | null {
  const { title, region } = extractFragment(html);
  const form = region.querySelector('form');
  if (!form) return null;
  return { title: title ?? '', form };
}
