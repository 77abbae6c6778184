import type { Flow } from '../flow.ts';
import { accountFlows } from './account.ts';
import { cartFlows } from './cart.ts';
import { catalogueFlows } from './catalogue.ts';
import { checkoutFlows } from './checkout.ts';
import { contentFlows } from './content.ts';
import { listFlows } from './lists.ts';

/** Every flow of the probe, by area of the shop. */
export const FLOWS: Flow[] = [
  ...cartFlows,
  ...catalogueFlows,
  ...listFlows,
  ...checkoutFlows,
  ...accountFlows,
  ...contentFlows,
];
