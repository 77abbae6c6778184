import { allowLibraryMarkup } from './libraryMarkup.ts';

/**
 * Leaflet 1.9's own markup, written as plain strings: the feature test it runs as it loads, its
 * zoom buttons, a popup's close button, the layers control's radio (numbered per control).
 */
const LEAFLET_MARKUP = [
  '<svg/>',
  '<span aria-hidden="true">+</span>',
  '<span aria-hidden="true">&#x2212;</span>',
  '<span aria-hidden="true">&#215;</span>',
];
const LEAFLET_RADIO =
  /^<input type="radio" class="leaflet-control-layers-selector" name="leaflet-base-layers_\d+"( checked="checked")?\/>$/;

// Leaflet writes its feature test as its module is evaluated: `leaflet.ts` imports this module
// first, so the markup is allowed before Leaflet runs, and only on pages with a map.
allowLibraryMarkup(LEAFLET_MARKUP, [LEAFLET_RADIO]);
