/**
 * What a copy-to-clipboard element copies: its `data-text`, else the value or text of the
 * `data-target` element, else a link's href, else its own text.
 */
export function textToCopy(el: HTMLElement, text: string, target: string): string {
  if (text !== '') return text;
  if (target !== '') {
    const source = document.querySelector(target);
    if (source instanceof HTMLInputElement || source instanceof HTMLTextAreaElement) return source.value;
    if (source) return (source.textContent ?? '').trim();
  }
  if (el instanceof HTMLAnchorElement && el.href) return el.href;
  return (el.textContent ?? '').trim();
}
