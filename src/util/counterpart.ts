// Finding, after a re-render, the element the customer was on: where a held click goes, where
// focus moves (src/ui/handOver.ts).

/**
 * The same control to the customer: what it says (screen readers' words too) and where it leads;
 * a box's name and value.
 */
const alike = (a: Element, b: Element) =>
  a.textContent?.trim() === b.textContent?.trim() &&
  (a instanceof HTMLInputElement ? ['name', 'value'] : ['href']).every(
    (key) => a.getAttribute(key) === b.getAttribute(key),
  );

/**
 * The element a re-render put in the place of `old` (of rank `rank` among its tag in `el`): the one
 * of the same id, else the form field of the same name, else the same control (the same words and
 * link, or box name and value): the only one, or among several the one at the same rank. Never
 * another control that slid into its place (a click on "update" is never made on "empty the cart").
 */
export function counterpart(el: HTMLElement, old: Element, rank: number): HTMLElement | undefined {
  const inside = (node: Element | null) =>
    node instanceof HTMLElement && el.contains(node) ? node : undefined;
  const byId = old.id ? inside(document.getElementById(old.id)) : undefined;
  if (byId) return byId;
  // A box's name is its group's: its value tells it apart (the same control, below).
  const name = old.getAttribute('name');
  const isBox = /^(checkbox|radio)$/.test(old.getAttribute('type') ?? '');
  const byName = name && !isBox ? inside(el.querySelector(`[name="${CSS.escape(name)}"]`)) : undefined;
  if (byName) return byName;
  // The same control: the only one there, else the one at the same place among its tag.
  const same = [...el.querySelectorAll<HTMLElement>(old.tagName)].filter((node) => alike(old, node));
  if (same.length === 1) return same[0];
  const atRank = el.querySelectorAll(old.tagName)[rank];
  return same.find((node) => node === atRank);
}

/** The rank of `node` among the elements of its tag in `el`: what `counterpart` needs. */
export const rankIn = (el: HTMLElement, node: Element) =>
  [...el.querySelectorAll(node.tagName)].indexOf(node);
