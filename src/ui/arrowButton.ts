import { svgIcon } from '../util/svgIcon.ts';

/**
 * A prev/next button laid over a slider (class `vitrine-slide-arrow`, styled in carousel.css, plus
 * `className` for its place), with a chevron icon and a spoken label.
 */
export function arrowButton(className: string, label: string, direction: 'prev' | 'next'): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `vitrine-slide-arrow ${className}`;
  button.setAttribute('aria-label', label);
  const path = direction === 'prev' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7';
  const stroke = { d: path, fill: 'none', stroke: 'currentColor', 'stroke-width': '2.5' };
  button.append(svgIcon({ viewBox: '0 0 24 24', width: '20', height: '20' }, [['path', stroke]]));
  return button;
}
