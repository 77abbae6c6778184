// The test PSP's cards and a valid rest of its form, shared by the browser specs, the bench and
// the unit tests (no Playwright here).

/** Card numbers of the test PSP (src/payment/README.md). */
export const CARDS = {
  authorised: '4111 1111 4555 1142',
  refused: '4000 0200 0000 0000',
  challenge: '4212 3456 7891 0006',
  error: '4000 0000 0000 0119',
};

/** Every field of the test provider's form but the card number: a valid expiry, code, holder and billing address. */
export const CARD_FIELDS = {
  expiry: '03/30',
  cvc: '737',
  holderName: 'Jeanne Martin',
  street: 'Rue Neuve',
  houseNumber: '12',
  postalCode: '1000',
  city: 'Bruxelles',
} as const;
