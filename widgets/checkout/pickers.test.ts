import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshPicker } from './pickers.ts';

/** A picker as the CMS renders it, with its creation and edit flags. */
function picker(flags: { creation: boolean; edit: boolean }): HTMLFieldSetElement {
  document.body.innerHTML = `<form><fieldset data-address-picker="Billing" data-inputname="BillingAddressId"
    data-has-creation="${flags.creation}" data-has-edit="${flags.edit}"></fieldset></form>`;
  return document.querySelector('fieldset') as HTMLFieldSetElement;
}

/** Answers the picker call with a fresh picker; gives the addresses asked for. */
function cms() {
  const asked: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    asked.push(new URL(new Request(input, init).url));
    return new Response(
      '<fieldset data-address-picker="Billing" data-inputname="BillingAddressId"></fieldset>',
      {
        headers: { 'content-type': 'text/html' },
      },
    );
  });
  return asked;
}

describe('an address picker asked for again', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps creation and editing turned off when the page turned them off', async () => {
    const asked = cms();
    expect(
      await refreshPicker(picker({ creation: false, edit: false }), 7, new AbortController().signal),
    ).toBe(true);
    expect(asked[0]?.pathname).toBe('/widget/DeliveryAddressPicker');
    expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toEqual({
      inputname: 'BillingAddressId',
      hasCreation: 'false',
      hasEdit: 'false',
      selectedId: '7',
      type: 'Billing',
    });
  });

  it('asks for creation without editing, and the other way round, as the page says', async () => {
    const asked = cms();
    await refreshPicker(picker({ creation: true, edit: false }), 1, new AbortController().signal);
    await refreshPicker(picker({ creation: false, edit: true }), 1, new AbortController().signal);
    expect(
      asked.map((url) => [url.searchParams.get('hasCreation'), url.searchParams.get('hasEdit')]),
    ).toEqual([
      ['true', 'false'],
      ['false', 'true'],
    ]);
  });
});
