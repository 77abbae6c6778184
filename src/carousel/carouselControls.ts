import { t } from '../i18n/index.ts';

export interface CarouselControls {
  /** The toolbar holding the buttons, appended to the carousel. */
  element: HTMLElement;
  previous: HTMLButtonElement;
  next: HTMLButtonElement;
  /** The pause/play button; hidden until an autoplay runs (see attachAutoplay). */
  toggle: HTMLButtonElement;
  /** Takes the buttons away again. */
  remove(): void;
}

function button(className: string, label: string, icon: string, controls: string): HTMLButtonElement {
  const el = document.createElement('button');
  el.type = 'button';
  el.className = `vitrine-carousel__button ${className}`;
  el.setAttribute('aria-label', label);
  el.setAttribute('aria-controls', controls);
  el.title = label;
  const glyph = document.createElement('span');
  glyph.setAttribute('aria-hidden', 'true');
  glyph.className = 'vitrine-carousel__icon';
  glyph.textContent = icon;
  el.append(glyph);
  return el;
}

let counter = 0;

/**
 * Adds the carousel buttons after the viewport: previous and next (named `Core.SlidesPrevious`,
 * `Core.SlidesNext`) and the pause/play toggle. The strings must be loaded first (loadStrings).
 */
export function createCarouselControls(root: HTMLElement, track: HTMLElement): CarouselControls {
  if (!track.id) track.id = `vitrine-carousel-${++counter}`;
  const element = document.createElement('div');
  element.className = 'vitrine-carousel__controls';
  const previous = button('vitrine-carousel__previous', t('Core.SlidesPrevious'), '‹', track.id);
  const next = button('vitrine-carousel__next', t('Core.SlidesNext'), '›', track.id);
  const toggle = button('vitrine-carousel__toggle', t('Core.SlideshowPause'), '', track.id);
  toggle.hidden = true;
  element.append(previous, toggle, next);
  root.append(element);
  return { element, previous, next, toggle, remove: () => element.remove() };
}
