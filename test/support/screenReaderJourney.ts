import type { Page } from '@playwright/test';
import type { ScreenReader } from './screenReader.ts';
import { CARDS } from './testCards.ts';

/**
 * The steps of a purchase made with a screen reader (test/browser/screen-reader.spec.ts): each moves
 * by the reader's commands and keys only, and waits to hear what a customer must hear. The words
 * are the page's, per culture.
 */
export interface Words {
  culture: string;
  home: RegExp;
  category: RegExp;
  facet: RegExp;
  /** What a listing's result count counts. */
  results: RegExp;
  product: RegExp;
  sizeRadio: RegExp;
  addToCart: RegExp;
  addedDialog: RegExp;
  cartCount: (count: number) => RegExp;
  toCart: RegExp;
  cartTitle: RegExp;
  quantity: RegExp;
  saving: RegExp;
  total: RegExp;
  couponField: RegExp;
  couponRefused: RegExp;
  couponApplied: RegExp;
  checkout: RegExp;
  checkoutTitle: RegExp;
  placeOrder: RegExp;
  errorSummary: RegExp;
  firstShipping: RegExp;
  pickupRadio: RegExp;
  pickupLink: RegExp;
  pickupDialog: RegExp;
  /** The pickup search's own page (the link followed before the pickup widget's code is there). */
  pickupPage: RegExp;
  pointsFound: RegExp;
  pointSelected: RegExp;
  choosePoint: RegExp;
  /** The search page's button choosing the point selected. */
  choosePagePoint: RegExp;
  pointChosen: RegExp;
  transferRadio: RegExp;
  cardNumber: RegExp;
  /** The card fields' place while they load (a Tab stop that says so). */
  cardLoading: RegExp;
  terms: RegExp;
  challengeDialog: RegExp;
  challengeFailed: RegExp;
  confirmationTitle: RegExp;
  orderNumber: RegExp;
}

/** A page's title as the navigator says it (`polite: …`), or as a full load's (`title: …`). */
const orLoaded = (said: RegExp) => new RegExp(said.source.replace(/^\^polite/, '^(?:title|polite)'));

/** The phrases a listing says after a visit: its title, then its result count. */
const count = (words: RegExp) => new RegExp(`^polite: \\d+ ${words.source}$`);

export const FRENCH: Words = {
  culture: 'fr',
  home: /^title: Accueil \| Vitrine$/,
  category: /^link, T-shirts$/,
  facet: /^checkbox, Marine \(\d+\)/,
  results: /produits/,
  product: /^link, T-shirt Quartz$/,
  sizeRadio: /^radio, XS, /,
  addToCart: /^button, Ajouter au panier$/,
  addedDialog: /^dialog, Le produit a été ajouté à votre panier\.$/,
  cartCount: (n) => new RegExp(`^polite: Votre panier contient ${n} article\\(s\\)\\.$`),
  toCart: /^link, Voir le panier$/,
  cartTitle: /^polite: Mon panier \| Vitrine$/,
  quantity: /^spinbutton, Quantité T-shirt Quartz/,
  saving: /^polite: Enregistrement…$/,
  total: /^polite: Total TTC \d+,\d\d\s€$/,
  couponField: /^textbox, Code promo$/,
  couponRefused: /^assertive: Aucun coupon disponible pour ce code\.$/,
  couponApplied: /^polite: Le coupon a été appliqué\.$/,
  checkout: /^link, Commander$/,
  checkoutTitle: /^polite: Commande \| Vitrine$/,
  placeOrder: /^button, Commander\b/,
  errorSummary: /^region, Corrigez ces points pour commander :$/,
  firstShipping: /^radio, Livraison standard/,
  pickupRadio: /^radio, Point relais /,
  pickupLink: /^link, Choisir un point relais$/,
  pickupDialog: /^dialog, Choisir un point relais$/,
  pickupPage: /^(?:title|polite): Choisir un point relais \| Vitrine$/,
  pointsFound: count(/points de retrait trouvés/),
  pointSelected: /^polite: Point sélectionné : /,
  choosePoint: /^button, Choisir \S/,
  choosePagePoint: /^button, Choisir$/,
  pointChosen: /^polite: Point de retrait choisi : /,
  transferRadio: /^radio, Virement bancaire/,
  cardNumber: /^textbox, Numéro de carte/,
  cardLoading: /^progressbar, Chargement du formulaire de paiement/,
  terms: /^checkbox, J'accepte les conditions générales de vente/,
  challengeDialog: /^dialog, Vérification de votre banque \(3-D Secure\)/,
  challengeFailed: /^region, La vérification par votre banque a échoué\./,
  confirmationTitle: /^polite: Merci pour votre commande \| Vitrine$/,
  orderNumber: /CMD-\d+/,
};

export const DUTCH: Words = {
  culture: 'nl',
  home: /^title: Home \| Vitrine$/,
  category: /^link, T-shirts$/,
  facet: /^checkbox, Marineblauw \(\d+\)/,
  results: /producten/,
  product: /^link, T-shirt Quartz$/,
  sizeRadio: /^radio, XS, /,
  addToCart: /^button, In winkelmandje$/,
  addedDialog: /^dialog, Het product is aan uw winkelmandje toegevoegd\.$/,
  cartCount: (n) => new RegExp(`^polite: Uw winkelmandje bevat ${n} artikel\\(en\\)\\.$`),
  toCart: /^link, Naar winkelmandje$/,
  cartTitle: /^polite: Mijn winkelmandje \| Vitrine$/,
  quantity: /^spinbutton, Aantal T-shirt Quartz/,
  saving: /^polite: Opslaan…$/,
  total: /^polite: Totaal incl\. btw €\s\d+,\d\d$/,
  couponField: /^textbox, Kortingscode$/,
  couponRefused: /^assertive: Geen kortingsbon beschikbaar voor deze code\.$/,
  couponApplied: /^polite: De kortingsbon is toegepast\.$/,
  checkout: /^link, Afrekenen$/,
  checkoutTitle: /^polite: (?:Bestellen|Afrekenen) \| Vitrine$/,
  placeOrder: /^button, Bestellen\b/,
  errorSummary: /^region, Verbeter deze punten om te bestellen:$/,
  firstShipping: /^radio, Standaardlevering/,
  pickupRadio: /^radio, Afhaalpunt /,
  pickupLink: /^link, Kies een afhaalpunt$/,
  pickupDialog: /^dialog, Kies een afhaalpunt$/,
  pickupPage: /^(?:title|polite): Kies een afhaalpunt \| Vitrine$/,
  pointsFound: count(/afhaalpunten gevonden/),
  pointSelected: /^polite: Geselecteerd punt: /,
  choosePoint: /^button, Kiezen \S/,
  choosePagePoint: /^button, Kiezen$/,
  pointChosen: /^polite: Afhaalpunt gekozen: /,
  transferRadio: /^radio, Overschrijving/,
  cardNumber: /^textbox, Kaartnummer/,
  cardLoading: /^progressbar, Betaalformulier wordt geladen/,
  terms: /^checkbox, Ik aanvaard de algemene verkoopsvoorwaarden/,
  challengeDialog: /^dialog, Controle door uw bank \(3-D Secure\)/,
  challengeFailed: /^region, De controle door uw bank is mislukt\./,
  confirmationTitle: /^polite: Bedankt voor uw bestelling \| Vitrine$/,
  orderNumber: /CMD-\d+/,
};

/** Says `text` into the focused field, replacing what it held (as a customer selects all first). */
async function retype(sr: ScreenReader, text: string): Promise<void> {
  await sr.press('Control+a');
  await sr.type(text);
}

/** Signs in from the login page: e-mail, password (Tab), Enter; the home page loads. */
export async function signIn(sr: ScreenReader, words: Words): Promise<void> {
  sr.step('signing in');
  await sr.moveTo('Tab', /^textbox, E-mail/);
  await sr.type('demo@vitrine.test');
  await sr.press('Tab');
  await sr.type('demo');
  await sr.press('Enter');
  await sr.heard(words.home);
}

/**
 * The consent banner: Customize opens the preferences dialog, its name is said; every category
 * saved. Before the banner's code has come, Customize posts the banner's form and the preferences
 * page loads (its title is said): every category accepted there, the page the customer was on loads.
 */
export async function answerConsent(sr: ScreenReader): Promise<void> {
  sr.step('the consent banner');
  await sr.moveTo('Tab', /^button, (?:Personnaliser|Aanpassen)/);
  await sr.press('Enter');
  const opened = await sr.heard(/^dialog, |^title: /);
  if (opened.startsWith('title: ')) {
    await sr.moveTo('Tab', /^button, (?:Tout accepter|Alles accepteren)/);
    sr.step('every category accepted on the preferences page');
    await sr.press('Enter');
    await sr.heard(/^title: /);
    return;
  }
  await sr.moveTo('Tab', /^checkbox, (?:Tout activer|Alles activeren)/);
  await sr.press('Space');
  await sr.moveTo('Tab', /^button, (?:Enregistrer mes choix|Mijn keuze opslaan)/);
  await sr.press('Enter');
}

/**
 * From the main navigation to a category; the listing's title and result count are said. Before
 * the navigator's code has come, the link loads the listing in full: its title is said, and the
 * customer reads on to the count.
 * @returns the result count, as said.
 */
export async function openCategory(sr: ScreenReader, words: Words): Promise<string> {
  sr.step('a category from the main navigation');
  await sr.perform('moveToNextLandmark');
  await sr.moveTo('moveToNextLink', words.category);
  await sr.press('Enter');
  const heard = await sr.heard(/^polite: \d+ |^title: /);
  if (heard.startsWith('polite: ')) return heard.slice('polite: '.length);
  return sr.moveTo('next', new RegExp(`^\\d+ ${words.results.source}$`), 80);
}

/**
 * A colour facet ticked: the new result count is said, the focus stays on the facet.
 * @returns the result count, as said.
 */
export async function filterByFacet(sr: ScreenReader, words: Words): Promise<string> {
  sr.step('a facet ticked');
  await sr.moveTo('Tab', words.facet);
  await sr.press('Space');
  return (await sr.heard(/^polite: \d+ /)).slice('polite: '.length);
}

/** The product from the results' links; its title is said (a full load's too, before the navigator). */
export async function openProduct(sr: ScreenReader, words: Words): Promise<string> {
  sr.step('the product');
  await sr.moveTo('moveToNextLink', words.product);
  await sr.press('Enter');
  return sr.heard(/^(?:polite|title): T-shirt Quartz \| Vitrine$/);
}

/** Where adding to the cart leads: its dialog, or (before the add-to-cart code) the cart page. */
export type Added = 'dialog' | 'cart page';

/**
 * Another size (arrow keys in the radio group), then Add to cart: the dialog's name and the count.
 * Before the add-to-cart code is there, the button posts the product's form and the cart page
 * loads with it (its title is said).
 */
export async function addToCart(sr: ScreenReader, words: Words, timeout?: number): Promise<Added> {
  sr.step('a size chosen and the product added to the cart');
  await sr.moveTo('Tab', words.sizeRadio);
  await sr.press('ArrowRight');
  await sr.moveTo('Tab', words.addToCart);
  await sr.press('Enter');
  const heard = await sr.heard(new RegExp(`${words.addedDialog.source}|${orLoaded(words.cartTitle).source}`));
  if (!words.addedDialog.test(heard)) return 'cart page';
  await sr.heard(words.cartCount(1), timeout);
  return 'dialog';
}

/**
 * The cart from the dialog (unless adding led there already); a quantity raised: saving, the new
 * total and the new count are said.
 */
export async function changeQuantity(sr: ScreenReader, words: Words, from: Added = 'dialog'): Promise<void> {
  if (from === 'dialog') {
    sr.step('the cart');
    await sr.moveTo('Tab', words.toCart);
    await sr.press('Enter');
    await sr.heard(words.cartTitle);
  }
  sr.step('a quantity raised');
  await sr.moveTo('Tab', words.quantity);
  await sr.press('ArrowUp');
  await sr.heard(words.saving);
  await sr.heard(words.total);
  await sr.heard(words.cartCount(2));
}

/** A wrong coupon code (its refusal is said), then the right one (applied, the new total said). */
export async function applyCoupon(sr: ScreenReader, words: Words): Promise<void> {
  sr.step('a wrong coupon code');
  await sr.moveTo('Tab', words.couponField);
  await sr.type('FAUX10');
  await sr.press('Enter');
  await sr.heard(words.couponRefused);
  sr.step('the right coupon code');
  await retype(sr, 'BIENVENUE10');
  await sr.press('Enter');
  await sr.heard(words.couponApplied);
  await sr.heard(words.total);
}

/** To the checkout; its title is said. */
export async function openCheckout(sr: ScreenReader, words: Words): Promise<void> {
  sr.step('the checkout');
  await sr.moveTo('Tab', words.checkout);
  await sr.press('Enter');
  await sr.heard(words.checkoutTitle);
}

/** A guest's address, field after field (Tab), with an e-mail address that lacks its domain. */
export async function typeGuestAddress(sr: ScreenReader): Promise<void> {
  sr.step('the address');
  await sr.moveTo('Tab', /^textbox, E-mail/);
  await sr.type('lou.martin@');
  for (const value of ['Lou', 'Martin', 'Rue Neuve', '3']) {
    await sr.press('Tab');
    await sr.type(value);
  }
  await sr.moveTo('Tab', /^textbox, (?:Code postal|Postcode)/);
  await sr.type('1000');
  await sr.press('Tab');
  await sr.type('Bruxelles');
}

/** A signed-in customer's other saved address, chosen in the billing address picker by arrow keys. */
export async function chooseOtherAddress(sr: ScreenReader): Promise<string> {
  sr.step('another saved address');
  await sr.moveTo('Tab', /^radio, /);
  await sr.press('ArrowDown');
  return sr.transcript.at(-1) ?? '';
}

/**
 * A pickup point: the delivery method, the modal (name, points found), a point from the list, chosen.
 * Before the pickup widget's code is there, its link leads to the search's own page (its title is
 * said): a point from its list, chosen there, and the checkout loads again (its title said).
 * @returns what was said of the point selected.
 */
export async function choosePickupPoint(sr: ScreenReader, words: Words): Promise<string> {
  sr.step('a pickup point from the list');
  await sr.moveTo('Tab', words.firstShipping);
  await sr.moveTo('ArrowDown', words.pickupRadio, 8);
  await sr.moveTo('Tab', words.pickupLink);
  await sr.press('Enter');
  const opened = await sr.heard(new RegExp(`${words.pickupDialog.source}|${words.pickupPage.source}`));
  if (words.pickupPage.test(opened)) return choosePointOnPage(sr, words);
  await sr.heard(words.pointsFound);
  await sr.moveTo('Tab', /^radio, /);
  await sr.press('ArrowDown');
  const selected = await sr.heard(words.pointSelected);
  await sr.moveTo('Tab', words.choosePoint);
  await sr.press('Enter');
  await sr.heard(words.pointChosen);
  return selected;
}

/**
 * On the pickup search's page: points searched by postcode (the page loads again with its list),
 * the second one chosen; the checkout's title is said.
 */
async function choosePointOnPage(sr: ScreenReader, words: Words): Promise<string> {
  await sr.moveTo('Tab', /^textbox, (?:Code postal|Postcode)/);
  await retype(sr, '1000');
  sr.step('the points found on the search page');
  await sr.press('Enter');
  await sr.heard(words.pickupPage);
  await sr.moveTo('Tab', /^radio, /);
  await sr.press('ArrowDown');
  const selected = sr.transcript.at(-1) ?? '';
  await sr.moveTo('Tab', words.choosePagePoint);
  sr.step('back to the checkout');
  await sr.press('Enter');
  await sr.heard(orLoaded(words.checkoutTitle));
  return selected;
}

/** The card: the method chosen by arrow keys, a card that asks for 3-D Secure, the terms ticked. */
export async function typeCard(
  sr: ScreenReader,
  words: Words,
  holder: string,
  acceptTerms = true,
): Promise<void> {
  sr.step('the card');
  await sr.moveTo('Tab', words.transferRadio);
  await sr.press('ArrowDown');
  // The card's fields come with the payment provider's form. Tab reaches them, or their place
  // saying that they are loading, never beyond: the customer waits there, and the first field
  // takes the focus once it is there.
  const reached = await sr.moveTo(
    'Tab',
    new RegExp(`${words.cardNumber.source}|${words.cardLoading.source}`),
    1,
  );
  if (words.cardLoading.test(reached)) await sr.heard(words.cardNumber, 20_000);
  await sr.type(CARDS.challenge);
  for (const value of ['0330', '737', holder]) {
    await sr.press('Tab');
    await sr.type(value);
  }
  if (!acceptTerms) return;
  await sr.moveTo('Tab', words.terms);
  await sr.press('Space');
}

/** Place the order; the error summary is said, then what is wrong, as its first link. */
export async function placeAndHearErrors(sr: ScreenReader, words: Words, error: RegExp): Promise<void> {
  sr.step('the order placed with a mistake');
  await sr.moveTo('Tab', words.placeOrder);
  await sr.press('Enter');
  await sr.heard(words.errorSummary);
  await sr.moveTo('Tab', error, 3);
}

/** Place the order and answer the bank's challenge with `code`. */
export async function placeWithChallenge(sr: ScreenReader, words: Words, code: string): Promise<void> {
  await sr.moveTo('Tab', words.placeOrder);
  await sr.press('Enter');
  await sr.heard(words.challengeDialog);
  await sr.moveTo('Tab', /^textbox, /, 4);
  await sr.type(code);
  await sr.press('Enter');
}

/** The confirmation: its title said, then the order number read in its content. */
export async function readConfirmation(sr: ScreenReader, words: Words): Promise<string> {
  sr.step('the confirmation');
  await sr.heard(words.confirmationTitle, 20_000);
  return sr.moveTo('next', words.orderNumber, 30);
}

/** Makes the pages of `page` tell the bundle to keep quiet about `topics` (settings' quietAnnouncements). */
export async function quietAnnouncements(page: Page, topics: string[]): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/fr/') || url.pathname.startsWith('/nl/'),
    async (route) => {
      const response = await route.fetch();
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('text/html')) return route.fulfill({ response });
      const body = (await response.text()).replace(
        /("culture":"\w+",)/,
        `$1"quietAnnouncements":${JSON.stringify(topics)},`,
      );
      return route.fulfill({ response, body });
    },
  );
}
