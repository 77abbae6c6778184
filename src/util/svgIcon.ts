const SVG_NS = 'http://www.w3.org/2000/svg';

/** One shape of an icon: its SVG element name and attributes. */
export type IconShape = readonly [name: string, attributes: Record<string, string>];

function svgElement(name: string, attributes: Record<string, string>): SVGElement {
  const el = document.createElementNS(SVG_NS, name) as SVGElement;
  for (const [key, value] of Object.entries(attributes)) el.setAttribute(key, value);
  return el;
}

/**
 * A decorative icon built with DOM calls, no HTML parsed (under Trusted Types only the door
 * parses HTML): an `<svg>` with `attributes`, hidden from assistive technologies and out of the
 * focus order, holding `shapes`.
 */
export function svgIcon(attributes: Record<string, string>, shapes: readonly IconShape[]): SVGSVGElement {
  const svg = svgElement('svg', {
    'aria-hidden': 'true',
    focusable: 'false',
    ...attributes,
  }) as SVGSVGElement;
  for (const [name, shapeAttributes] of shapes) svg.append(svgElement(name, shapeAttributes));
  return svg;
}
