import { describe, expect, it } from 'vitest';
import { contactEvent } from './contactEvent.ts';

describe('contactEvent', () => {
  it('reads an email link without its query', () => {
    expect(contactEvent('mailto:shop%40vitrine.test?subject=Hi')).toEqual({
      event: 'emailClick',
      data: { email: 'shop@vitrine.test' },
    });
  });

  it('reads a phone link', () => {
    expect(contactEvent('TEL:+32 2 123 45 67')).toEqual({
      event: 'phoneClick',
      data: { phone: '+32 2 123 45 67' },
    });
  });

  it('ignores other links and empty addresses', () => {
    expect(contactEvent('https://shop.example/contact')).toBeNull();
    expect(contactEvent('mailto:')).toBeNull();
  });
});
