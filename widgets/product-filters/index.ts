import { createElement } from 'react';
import { defineWidget, option, renderIsland } from '../../src/index.ts';
import { FacetForm } from './FacetForm.tsx';
import { FacetController, initialFilter } from './facetController.ts';
import { readFacetModel } from './facetModel.ts';

export default defineWidget({
  name: 'product-filters',
  strategy: 'interaction',
  options: {
    /** The current filter object (JSON); default: read from the checked boxes. */
    filter: option.json<unknown>(null),
    /** Reload the listing at each toggle; default true. Off: reload after `submitDelay` ms of no change. */
    refreshOnClick: option.boolean(true),
    /** With refresh-on-click off: milliseconds of no change before the listing reloads; default 1000. */
    submitDelay: option.number(1000, (n) => n >= 0),
    /** With refresh-on-click off: refresh the facet boxes (counts, tags) from ListFilter at each change; default true. */
    liveFacets: option.boolean(true),
    /** The facet fragment; default /widget/catalog/ListFilter. */
    listFilterUrl: option.string('widget/catalog/ListFilter'),
    /** Category and brand of the listing, sent to ListFilter. */
    categoryId: option.string(''),
    brandId: option.string(''),
  },
  mount(el, options, { signal }) {
    const model = readFacetModel(el);
    const controller = new FacetController(model, initialFilter(options.filter, model), options, signal);
    el.addEventListener(
      'submit',
      (event) => {
        event.preventDefault();
        controller.submit();
      },
      { signal },
    );
    // Every word of the facets is the server's (legends, labels, counts): no strings to wait for.
    const unmount = renderIsland(el, 'product-filters', createElement(FacetForm, { controller }), {
      words: false,
    });
    controller.start();
    return () => {
      controller.stop();
      unmount();
    };
  },
});
