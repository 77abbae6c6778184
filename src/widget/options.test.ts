import { attributeName, option, parseOptions } from './options.ts';

const schema = {
  min: option.number(1),
  step: option.number(1, (n) => n > 0),
  label: option.string('Qty'),
  buttons: option.boolean(false),
  config: option.json<{ a: number }>({ a: 1 }),
  pageSize: option.number(12),
};

function element(attrs: Record<string, string>): HTMLElement {
  const el = document.createElement('div');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
}

describe('parseOptions', () => {
  it('maps camelCase keys to kebab-case data attributes', () => {
    expect(attributeName('pageSize')).toBe('data-page-size');
  });

  it('uses the defaults when the attributes are absent', () => {
    expect(parseOptions('w', schema, element({}))).toEqual({
      min: 1,
      step: 1,
      label: 'Qty',
      buttons: false,
      config: { a: 1 },
      pageSize: 12,
    });
  });

  it('reads numbers, strings, booleans and JSON', () => {
    const el = element({
      'data-min': '2',
      'data-label': 'Aantal',
      'data-buttons': '',
      'data-config': '{"a":5}',
      'data-page-size': '24',
    });
    expect(parseOptions('w', schema, el)).toMatchObject({
      min: 2,
      label: 'Aantal',
      buttons: true,
      config: { a: 5 },
      pageSize: 24,
    });
  });

  it('accepts a decimal comma in numbers', () => {
    expect(parseOptions('w', schema, element({ 'data-min': '0,5' })).min).toBe(0.5);
  });

  it('falls back to the default and names widget, attribute and element on a bad value', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const el = element({
      'data-min': 'ten',
      'data-buttons': 'maybe',
      'data-config': '{bad',
      'data-step': '-1',
    });
    const options = parseOptions('quantity-input', schema, el);
    expect(options).toMatchObject({ min: 1, buttons: false, config: { a: 1 }, step: 1 });
    expect(error).toHaveBeenCalledTimes(4);
    const [message, where] = error.mock.calls[0] ?? [];
    expect(message).toContain('quantity-input');
    expect(message).toContain('data-min');
    expect(where).toBe(el);
  });
});
