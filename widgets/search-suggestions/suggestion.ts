import { pictureUrl } from '../../src/index.ts';

/** One answer item of the suggestions call. */
export interface Suggestion {
  Name: string;
  ProductUrl: string;
  Photo?: { AssetId: number; AssetName: string } | null;
}

/**
 * The photo address of a suggestion: its AssetName when that is a path or URL (a bare file name is
 * no address) and the URL policy lets the page load it (the shop's or a media origin's), else none.
 */
export function photoUrl(photo: Suggestion['Photo']): string | undefined {
  const name = photo?.AssetName;
  if (typeof name !== 'string' || !/^(\/|https?:)/i.test(name.trim())) return undefined;
  return pictureUrl(name) || undefined;
}

/** Fills an option with the suggestion's photo and name (as text). */
export function renderSuggestion(item: Suggestion, option: HTMLElement): void {
  const src = photoUrl(item.Photo);
  if (src) {
    const img = document.createElement('img');
    img.src = src;
    img.alt = '';
    img.width = 40;
    img.height = 40;
    option.append(img);
  }
  const name = document.createElement('span');
  name.textContent = item.Name;
  option.append(name);
}
