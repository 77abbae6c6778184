import { parseDocument } from '../html/htmlDoor.ts';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The HTML of one node of an attribution: text as text, an http(s) link as a link, anything else as its text. */
function nodeHtml(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return escapeHtml(node.textContent ?? '');
  if (!(node instanceof Element)) return '';
  const inner = [...node.childNodes].map(nodeHtml).join('');
  if (node.localName !== 'a') return node.localName === 'script' || node.localName === 'style' ? '' : inner;
  const href = node.getAttribute('href') ?? '';
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return inner;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return inner;
  return `<a href="${escapeHtml(url.href)}" rel="noopener noreferrer" target="_blank">${escapeHtml(node.textContent ?? '')}</a>`;
}

/**
 * The map configuration's attribution as the HTML Leaflet shows (it inserts it as HTML): links
 * with an absolute http(s) address and their text, everything else as text. No attribute, handler,
 * script or element of the answer survives. The text is parsed inertly (the door, `parseDocument`: nothing runs
 * and nothing loads).
 */
export function attributionHtml(attribution: string): string {
  const doc = parseDocument(`<body>${attribution}</body>`);
  return [...doc.body.childNodes].map(nodeHtml).join('');
}
