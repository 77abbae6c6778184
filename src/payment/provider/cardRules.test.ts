import { CARD_FIELDS } from '../../../test/support/testCards.ts';
import {
  type CardValues,
  cardProblems,
  cardState,
  cvcLength,
  fieldProblem,
  formatExpiry,
  parseExpiry,
  passesLuhn,
} from './cardRules.ts';

const today = new Date(2026, 10, 22);
const filled: CardValues = {
  number: '4111 1111 4555 1142',
  ...CARD_FIELDS,
  country: 'BE',
};
const blank: CardValues = {
  ...filled,
  number: '',
  expiry: '',
  cvc: '',
  holderName: '',
  street: '',
  houseNumber: '',
  postalCode: '',
  city: '',
};

describe('card rules', () => {
  it('accepts a number with a valid Luhn checksum and refuses one digit off', () => {
    expect(passesLuhn('4111111145551142')).toBe(true);
    expect(passesLuhn('4111111145551143')).toBe(false);
    expect(fieldProblem('number', { ...filled, number: '4111 1111 4555 1143' }, today)).toBe('number');
  });

  it('reads MM/YY and MM/YYYY expiries and refuses month 13', () => {
    expect(parseExpiry('03/30')).toEqual({ month: 3, year: 2030 });
    expect(parseExpiry(' 3 / 2031 ')).toEqual({ month: 3, year: 2031 });
    expect(parseExpiry('13/30')).toBeUndefined();
  });

  it('reads an expiry typed without its slash or its leading zero: 0330, 03/30 and 3/30', () => {
    for (const typed of ['0330', '03/30', '3/30'])
      expect(parseExpiry(typed), typed).toEqual({ month: 3, year: 2030 });
  });

  it('formats the expiry as MM/YY while it is typed on a keypad without a slash', () => {
    const typedOneByOne = (keys: string) => [...keys].reduce((value, key) => formatExpiry(value + key), '');
    expect(typedOneByOne('0330')).toBe('03/30');
    expect(typedOneByOne('330')).toBe('03/30');
    expect(typedOneByOne('1')).toBe('1');
    expect(typedOneByOne('12')).toBe('12/');
    expect(typedOneByOne('3/30')).toBe('03/30');
    expect(formatExpiry('03/2030')).toBe('03/30');
  });

  it('lets Backspace remove the slash it added after the month', () => {
    expect(formatExpiry('03', true)).toBe('03');
    expect(formatExpiry('03/3', true)).toBe('03/3');
  });

  it('says a card that expired last month is expired, and this month is still valid', () => {
    expect(fieldProblem('expiry', { ...filled, expiry: '10/26' }, today)).toBe('expired');
    expect(fieldProblem('expiry', { ...filled, expiry: '11/26' }, today)).toBeUndefined();
  });

  it('asks four security digits for American Express and three for the others', () => {
    expect(cvcLength('3700 000000 00002')).toBe(4);
    expect(fieldProblem('cvc', { ...filled, number: '370000000000002', cvc: '737' }, today)).toBe('cvc');
    expect(fieldProblem('cvc', { ...filled, cvc: '7377' }, today)).toBe('cvc');
  });

  it('requires the holder name and every billing address field', () => {
    const problems = cardProblems({ ...filled, holderName: ' ', street: '', city: '' }, today);
    expect(problems).toEqual({ holderName: 'required', street: 'required', city: 'required' });
  });

  it('is empty before anything is typed, invalid while incomplete, valid when complete', () => {
    expect(cardState(blank, today)).toBe('empty');
    expect(cardState({ ...blank, number: '4111' }, today)).toBe('invalid');
    expect(cardState({ ...filled, holderName: '' }, today)).toBe('invalid');
    expect(cardState(filled, today)).toBe('valid');
  });
});
