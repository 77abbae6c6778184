import type { MapMarker } from '../../src/index.ts';

/**
 * The text alternative of a map for screen readers: a visually hidden list of its markers (title
 * and popup text, set as text). Returns the element to insert.
 */
export function textAlternative(markers: MapMarker[], label: string, id: string): HTMLElement {
  const wrap = document.createElement('div');
  wrap.className = 'visually-hidden vitrine-map__alt';
  wrap.id = id;
  const heading = document.createElement('p');
  heading.textContent = label;
  const list = document.createElement('ul');
  for (const marker of markers) {
    const item = document.createElement('li');
    item.textContent = marker.content ? `${marker.title}: ${marker.content}` : marker.title;
    list.append(item);
  }
  wrap.append(heading, list);
  return wrap;
}
