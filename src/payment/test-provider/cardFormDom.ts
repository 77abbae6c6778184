import { t } from '../../i18n/index.ts';
import { BILLING_COUNTRIES, billingCountry } from '../provider/billingCountry.ts';
import { CARD_FIELDS, type CardField } from '../provider/cardRules.ts';

/** How each field is labelled and typed (autocomplete tokens let a browser fill them). */
const FIELD_SPECS: Record<CardField, { label: string; autocomplete: string; inputmode?: string }> = {
  number: { label: 'Payment.CardNumber', autocomplete: 'cc-number', inputmode: 'numeric' },
  expiry: { label: 'Payment.Expiry', autocomplete: 'cc-exp', inputmode: 'numeric' },
  cvc: { label: 'Payment.Cvc', autocomplete: 'cc-csc', inputmode: 'numeric' },
  holderName: { label: 'Payment.HolderName', autocomplete: 'cc-name' },
  street: { label: 'Payment.Street', autocomplete: 'address-line1' },
  houseNumber: { label: 'Payment.HouseNumber', autocomplete: 'address-line2' },
  postalCode: { label: 'Payment.PostalCode', autocomplete: 'postal-code' },
  city: { label: 'Payment.City', autocomplete: 'address-level2' },
  country: { label: 'Payment.Country', autocomplete: 'country' },
};

export type FieldControl = HTMLInputElement | HTMLSelectElement;

/** The test card form's elements. */
export interface CardFormDom {
  root: HTMLElement;
  amount: HTMLElement;
  /** The billing address fieldset, hidden while the card takes the page's billing address. */
  address: HTMLFieldSetElement;
  /** The page's billing address, as the card takes it. */
  billingSummary: HTMLElement;
  /** "Another billing address for the card": ticked, the fieldset is the customer's to fill. */
  billingOther: HTMLInputElement;
  controls: Record<CardField, FieldControl>;
  errors: Record<CardField, HTMLElement>;
}

let forms = 0;

function control(field: CardField, id: string, culture: string): FieldControl {
  const spec = FIELD_SPECS[field];
  if (field === 'country') {
    const select = document.createElement('select');
    const names = new Intl.DisplayNames([culture], { type: 'region' });
    for (const code of BILLING_COUNTRIES) {
      const option = document.createElement('option');
      option.value = code;
      option.textContent = names.of(code) ?? code;
      select.append(option);
    }
    select.value = billingCountry(culture);
    select.id = id;
    select.autocomplete = spec.autocomplete as AutoFill;
    return select;
  }
  const input = document.createElement('input');
  input.id = id;
  input.type = 'text';
  input.autocomplete = spec.autocomplete as AutoFill;
  input.spellcheck = false;
  if (spec.inputmode) input.inputMode = spec.inputmode;
  if (field === 'expiry') input.placeholder = t('Payment.ExpiryPlaceholder');
  return input;
}

function fieldRow(field: CardField, prefix: string, culture: string, dom: CardFormDom): HTMLElement {
  const row = document.createElement('div');
  row.className = `test-card__field test-card__field--${field}`;
  const id = `${prefix}-${field}`;
  const label = document.createElement('label');
  label.htmlFor = id;
  label.textContent = t(FIELD_SPECS[field].label);
  const input = control(field, id, culture);
  input.setAttribute('data-card-field', field);
  input.required = true;
  const error = document.createElement('p');
  error.id = `${id}-error`;
  error.className = 'test-card__error';
  error.hidden = true;
  input.setAttribute('aria-describedby', error.id);
  row.append(label, input, error);
  dom.controls[field] = input;
  dom.errors[field] = error;
  return row;
}

/** The line naming the page's billing address, and the box that gives the card another one. */
function billingChoice(prefix: string) {
  const summary = document.createElement('p');
  summary.className = 'test-card__billing-same';
  summary.setAttribute('data-card-billing-same', '');
  summary.hidden = true;
  const row = document.createElement('p');
  row.className = 'test-card__billing-other';
  row.hidden = true;
  const other = document.createElement('input');
  other.type = 'checkbox';
  other.id = `${prefix}-billing-other`;
  other.setAttribute('data-card-billing-other', '');
  const label = document.createElement('label');
  label.htmlFor = other.id;
  label.textContent = t('Payment.OtherBillingAddress');
  row.append(other, label);
  return { summary, other, row };
}

/**
 * Builds the test provider's card form: card number, expiry, security code, holder name and a
 * billing address fieldset, each with a label and an error line tied by `aria-describedby`. The
 * fields carry no `name`, so a form around them never posts the card.
 */
export function buildCardForm(culture: string): CardFormDom {
  const prefix = `test-card-${++forms}`;
  const root = document.createElement('div');
  root.className = 'test-card';
  root.setAttribute('data-test-card', '');
  const amount = document.createElement('p');
  amount.className = 'test-card__amount';
  amount.setAttribute('data-card-amount', '');
  const address = document.createElement('fieldset');
  const { summary, other, row } = billingChoice(prefix);
  const dom: CardFormDom = {
    root,
    amount,
    address,
    billingSummary: summary,
    billingOther: other,
    controls: {} as CardFormDom['controls'],
    errors: {} as CardFormDom['errors'],
  };
  const card = document.createElement('div');
  card.className = 'test-card__card';
  address.className = 'test-card__address';
  const legend = document.createElement('legend');
  legend.textContent = t('Payment.BillingAddress');
  address.append(legend);
  for (const field of CARD_FIELDS) {
    const row = fieldRow(field, prefix, culture, dom);
    (['number', 'expiry', 'cvc', 'holderName'].includes(field) ? card : address).append(row);
  }
  root.append(amount, card, summary, row, address);
  return dom;
}
