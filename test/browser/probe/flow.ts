import type { Locator, Page } from '@playwright/test';

/** What the customer typed, which must still be there whatever the call answered. */
export interface Typed {
  field: Locator;
  value: string;
  /** Where the value may go once the shop took it (an applied coupon's tag): not lost there. */
  takenInto?: Locator;
}

/**
 * A customer action on a page of the demo shop, whose calls the probe answers badly. The probe
 * does not list the calls: it finds out which of the READMEs' calls the action makes.
 */
export interface Flow {
  /** What the customer does, as the probe names it ("cart page: a quantity typed"). */
  name: string;
  /** Everything before the action, never faulted: data seeded, signed in, the page with its widget. */
  setup(page: Page): Promise<void>;
  /** The action whose calls are probed (page loads included). It acts; it does not wait for results. */
  act(page: Page): Promise<void>;
  /** What the customer typed during the action, to find again after any answer. */
  typed?(page: Page): Typed;
}
