import { act } from 'react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Mounts the island on a fresh module graph and says whether it asked for the page's strings. */
async function asksForStrings(attrs: string, label: string): Promise<boolean> {
  vi.resetModules();
  const loadStrings = vi.fn(async () => {});
  vi.doMock('../../src/i18n/i18n.ts', async (original) => ({
    ...(await original<typeof import('../../src/i18n/i18n.ts')>()),
    loadStrings,
  }));
  const { default: widget } = await import('./index.ts');
  const { parseOptions } = await import('../../src/widget/options.ts');
  document.body.innerHTML = `<form><div data-widget="quantity-input" ${attrs}>${label}<input id="q" type="number" name="Quantity" value="1"></div></form>`;
  const el = document.querySelector<HTMLElement>('[data-widget]')!;
  await act(async () => {
    await widget.mount(el, parseOptions('quantity-input', widget.options, el), {
      name: 'quantity-input',
      signal: new AbortController().signal,
    });
  });
  vi.doUnmock('../../src/i18n/i18n.ts');
  return loadStrings.mock.calls.length > 0;
}

describe('quantity-input and the strings', () => {
  it("asks for no strings when the server's label is there and there are no buttons", async () => {
    expect(await asksForStrings('data-min="1"', '<label for="q">Quantité</label>')).toBe(false);
    expect(document.querySelector('label')?.textContent).toBe('Quantité');
  });

  it("asks for them for the buttons' labels, or for a field without a label", async () => {
    expect(await asksForStrings('data-buttons="true"', '<label for="q">Quantité</label>')).toBe(true);
    expect(await asksForStrings('data-min="1"', '')).toBe(true);
  });
});
