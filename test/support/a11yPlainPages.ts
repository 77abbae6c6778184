import { type Journey, pageKind, type StateContext, settle } from './a11yStates.ts';
import { skipConsentBanner } from './consent.ts';
import { signIn } from './lists.ts';

/**
 * The pages of the audit of every state (test/browser/a11y-states.spec.ts) that have no state of
 * their own beyond the header's (audited on the home page): each is audited as it opens.
 */

/** Pages a signed-out customer reaches. */
const SIGNED_OUT = [
  '/fr/security/login',
  '/fr/security/register',
  '/fr/security/forgotpassword',
  '/fr/news',
  '/fr/news/117',
  '/fr/accessibility',
  '/fr/widgets',
  '/fr/catalog/stocknotification/subscribe?ProductVariantId=100504&ProductId=1005',
  '/fr/assetslibrary',
  '/fr/assetslibrary/asset/assetsbyfolder/1/',
  '/fr/assetslibrary/asset/assetsbyfolder/2/1',
];

/** Pages of the customer's account, signed in. */
const SIGNED_IN = [
  '/fr/security/account',
  '/fr/security/changepassword',
  '/fr/security/twofactor',
  '/fr/security/twofactor/authenticator',
  '/fr/catalog/wishlist/list',
  '/fr/catalog/wishlist/popup?productVariantId=100101',
  '/fr/birthlists/birthlist/list',
  '/fr/birthlists/birthlist/list/31',
  '/fr/sales/prepaidaccounts',
  '/fr/sales/prepaidaccounts/editcustomer/71',
];

/** A journey that opens each page in turn and audits it. */
function pages(paths: string[], signedIn: boolean): Journey['run'] {
  return async ({ page, audit }: StateContext) => {
    await skipConsentBanner(page);
    if (signedIn) await signIn(page, paths[0]);
    for (const [index, path] of paths.entries()) {
      if (!signedIn || index > 0) await page.goto(path);
      await settle(page);
      await audit('first state');
    }
  };
}

/** The kind of each page in a list, as the crawl counts them. */
const kinds = (paths: string[]) => paths.map((path) => pageKind(new URL(path, 'http://shop.test')));

/** The pages with no state of their own, signed out and signed in. */
export const PLAIN_JOURNEYS: Record<string, Journey> = {
  'pages signed out': { kinds: kinds(SIGNED_OUT), run: pages(SIGNED_OUT, false) },
  'account pages signed in': { kinds: kinds(SIGNED_IN), run: pages(SIGNED_IN, true) },
};
