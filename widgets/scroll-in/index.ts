import { defineWidget, option } from '../../src/index.ts';
import { observeReveal } from './reveal.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export default defineWidget({
  name: 'scroll-in',
  strategy: 'eager',
  options: {
    /** The animation: fade (default), fade-up, fade-left, fade-right, zoom. */
    animation: option.string('fade', (v) =>
      ['fade', 'fade-up', 'fade-left', 'fade-right', 'zoom'].includes(v),
    ),
    /** Delay before the animation starts, in ms; default 0. */
    delay: option.number(0, (n) => n >= 0),
  },
  mount(el, options) {
    if (window.matchMedia(REDUCED_MOTION).matches) {
      el.classList.add('is-visible');
      return () => el.classList.remove('is-visible');
    }
    const classes = ['vitrine-scroll-in', `vitrine-scroll-in--${options.animation}`];
    el.classList.add(...classes);
    if (options.delay > 0) el.style.transitionDelay = `${options.delay}ms`;
    const stop = observeReveal([el], (target) => target.classList.add('is-visible'));
    return () => {
      stop();
      el.classList.remove(...classes, 'is-visible');
      el.style.transitionDelay = '';
    };
  },
});
