import { enforcetrue, mandatory, required, requiredif, requiredor } from './required.ts';
import { staticContext } from './staticContext.ts';

const text = staticContext();
const box = (checked: boolean) => staticContext({}, { kind: 'checkbox', checked });

describe('required', () => {
  it('fails on an empty value', () => expect(required('', {}, text)).toBe(false));
  it('fails on a blank value once trimmed', () => expect(required('   ', {}, text)).toBe(false));
  it('passes on a value', () => expect(required(' a ', {}, text)).toBe(true));
  it('needs a checkbox to be checked', () => {
    expect(required('', {}, box(false))).toBe(false);
    expect(required('true', {}, box(true))).toBe(true);
  });
  it('needs one radio of the group to be checked', () => {
    expect(required('', {}, staticContext({}, { kind: 'radio', checked: false }))).toBe(false);
    expect(required('b', {}, staticContext({}, { kind: 'radio', checked: true }))).toBe(true);
  });
  it('fails on a select left on its empty option', () => {
    expect(required('', {}, staticContext({}, { kind: 'select' }))).toBe(false);
  });
});

describe('mandatory', () => {
  it('fails on an empty value', () => expect(mandatory('', {}, text)).toBe(false));
  it('needs a checkbox to be checked', () => {
    expect(mandatory('', {}, box(false))).toBe(false);
    expect(mandatory('true', {}, box(true))).toBe(true);
  });
});

describe('enforcetrue', () => {
  it('fails on an unchecked checkbox', () => expect(enforcetrue('', {}, box(false))).toBe(false));
  it('passes on a checked checkbox', () => expect(enforcetrue('true', {}, box(true))).toBe(true));
  it('reads a non-checkbox value true', () => expect(enforcetrue('True', {}, text)).toBe(true));
});

describe('requiredif', () => {
  const equal = { dependentproperty: 'Country', targetvalue: 'BE', comparison: 'isequalto' };
  it('requiredif with comparison isequalto requires when equal', () => {
    expect(requiredif('', equal, staticContext({ Country: 'BE' }))).toBe(false);
  });
  it('requiredif with comparison isequalto does not require when different', () => {
    expect(requiredif('', equal, staticContext({ Country: 'FR' }))).toBe(true);
  });
  it('accepts comparison equal as is-equal', () => {
    expect(requiredif('', { ...equal, comparison: 'equal' }, staticContext({ Country: 'be' }))).toBe(false);
  });
  it('requires when not equal for any other comparison', () => {
    const params = { ...equal, comparison: 'isnotequalto' };
    expect(requiredif('', params, staticContext({ Country: 'FR' }))).toBe(false);
    expect(requiredif('', params, staticContext({ Country: 'BE' }))).toBe(true);
  });
  it('compares a checkbox dependent by its checked state', () => {
    const params = { dependentproperty: 'IsCompany', targetvalue: 'True', comparison: 'equal' };
    expect(requiredif('', params, staticContext({ IsCompany: true }))).toBe(false);
    expect(requiredif('', params, staticContext({ IsCompany: false }))).toBe(true);
  });
  it('passes when required and filled', () => {
    expect(requiredif('BE0123', equal, staticContext({ Country: 'BE' }))).toBe(true);
  });
  it('resolves the *. prefix of the dependent property', () => {
    const params = { ...equal, dependentproperty: '*.Country' };
    const ctx = staticContext({ 'Billing.Country': 'BE' }, { name: 'Billing.Vat' });
    expect(requiredif('', params, ctx)).toBe(false);
  });
});

describe('requiredor', () => {
  const params = { otherproperty: 'Phone' };
  it('fails when both fields are empty', () => {
    expect(requiredor('', params, staticContext({ Phone: '' }))).toBe(false);
  });
  it('passes when the other field is filled', () => {
    expect(requiredor('', params, staticContext({ Phone: '0470' }))).toBe(true);
  });
  it('passes when this field is filled', () => {
    expect(requiredor('a@b.be', params, staticContext({ Phone: '' }))).toBe(true);
  });
  it('counts an unchecked checkbox as not filled', () => {
    expect(requiredor('', params, staticContext({ Phone: false }))).toBe(false);
  });
});
