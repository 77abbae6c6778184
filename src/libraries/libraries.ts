import { loadOnce } from '../async/loadOnce.ts';

// The libraries loaded on demand, one loader each and all the same way: `loadOnce` over the
// `import()` of this folder's module for the library, which re-exports what the code uses. Each
// such module is a chunk of its own with its library (tools/build/chunkGroups.mjs holds it there
// and no other file may import the library): fetched by the first call, shared by every later one,
// asked again after a failure. Adyen's library is the one exception: it comes with Adyen's card
// provider (src/payment/adyen/), itself loaded on demand, and Leaflet's loader is the maps layer's
// (src/maps/loadLeaflet.ts), since its markup must be allowed before it runs.

/** ky, with the first call (`request()`): a page that makes no call never downloads it. */
export const loadKy = loadOnce(() => import('./chunks/ky.ts'));

/** swiper and its navigation module: at a carousel's first use, or when a gallery mounts. */
export const loadSwiper = loadOnce(() => import('./chunks/swiper.ts'));

/** cropperjs, its custom elements defined, when a crop dialog opens. */
export const loadCropper = loadOnce(() => import('./chunks/cropperjs.ts'));
