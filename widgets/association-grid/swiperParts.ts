/** The swiper parts the carousel uses, in one module so the dynamic import tree-shakes the rest. */
export { default as Swiper } from 'swiper';
export { Navigation } from 'swiper/modules';
