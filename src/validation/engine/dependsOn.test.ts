import { describe, expect, it } from 'vitest';
import { dependsOn } from './dependsOn.ts';

function field(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild as Element;
}

describe('dependsOn', () => {
  it('sees the field a requiredif depends on', () => {
    const vat = field('<input name="VatNumber" data-val-requiredif-dependentproperty="IsCompany">');
    expect(dependsOn(vat, 'IsCompany')).toBe(true);
    expect(dependsOn(vat, 'Email')).toBe(false);
  });

  it('resolves *. names and comma-separated lists', () => {
    const confirm = field('<input name="Account.Confirm" data-val-equalto-other="*.Password">');
    expect(dependsOn(confirm, 'Account.Password')).toBe(true);
    const password = field('<input name="Password" data-val-notequalto-otherproperties="Email, Login">');
    expect(dependsOn(password, 'Login')).toBe(true);
  });

  it('ignores parameters that do not name fields', () => {
    const zip = field('<input name="Zip" data-val-regex-pattern="IsCompany">');
    expect(dependsOn(zip, 'IsCompany')).toBe(false);
  });
});
