import qrcode from 'qrcode-generator';

const SVG = 'http://www.w3.org/2000/svg';

/** The dark modules of a QR code as one SVG path (`M x y h1 v1 h-1 z` per module), plus its size. */
export function qrPath(text: string): { size: number; d: string } {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  let d = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) if (qr.isDark(row, col)) d += `M${col} ${row}h1v1h-1z`;
  }
  return { size, d };
}

/**
 * An SVG QR code with a 4-module quiet zone, `role="img"` and `label` as its accessible name.
 * Built with DOM calls, never from an HTML string.
 */
export function qrSvg(doc: Document, text: string, label: string): SVGSVGElement {
  const { size, d } = qrPath(text);
  const svg = doc.createElementNS(SVG, 'svg');
  const full = size + 8;
  svg.setAttribute('viewBox', `-4 -4 ${full} ${full}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.setAttribute('shape-rendering', 'crispEdges');
  const background = doc.createElementNS(SVG, 'rect');
  const box: Record<string, string> = {
    x: '-4',
    y: '-4',
    width: String(full),
    height: String(full),
    fill: '#fff',
  };
  for (const [name, value] of Object.entries(box)) background.setAttribute(name, value);
  const path = doc.createElementNS(SVG, 'path');
  path.setAttribute('d', d);
  path.setAttribute('fill', '#000');
  svg.append(background, path);
  return svg;
}
