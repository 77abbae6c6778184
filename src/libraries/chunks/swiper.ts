// swiper and the one module the carousels and the gallery use, loaded on demand by `loadSwiper()`
// (libraries.ts): the chunk of its own that holds them.
export { default } from 'swiper';
export { Navigation } from 'swiper/modules';
