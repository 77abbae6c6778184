/**
 * Removes `names` from `elements` (the widget takes over what the server's markup did on its own)
 * and returns the function that puts them back as they were.
 */
export function takeAttributes(elements: (Element | null)[], names: string[]): () => void {
  const saved: [Element, string, string][] = [];
  for (const el of elements) {
    for (const name of names) {
      const value = el?.getAttribute(name);
      if (!el || value == null) continue;
      saved.push([el, name, value]);
      el.removeAttribute(name);
    }
  }
  return () => {
    for (const [el, name, value] of saved) el.setAttribute(name, value);
  };
}
