/** The minimum and maximum a quantity-input applies. `max` 0 means no maximum. */
export interface Bounds {
  min: number;
  max: number;
}

/**
 * Checks that the maximum is not below the minimum. When it is (`data-min="5" data-max="2"`), the
 * minimum is kept and the maximum falls back to its default (none), with the console error every
 * bad option gets: naming the widget, the attribute and the element.
 */
export function checkBounds(el: Element, bounds: Bounds): Bounds {
  if (bounds.max === 0 || bounds.min <= bounds.max) return bounds;
  console.error(
    `[vitrine] widget "quantity-input": bad number value ${JSON.stringify(String(bounds.max))} in data-max (below data-min ${bounds.min}); keeping the minimum and using the default 0 (no maximum)`,
    el,
  );
  return { min: bounds.min, max: 0 };
}
