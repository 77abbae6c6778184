import { ShownChoice, selection } from './shownChoice.ts';

function form(): HTMLFormElement {
  document.body.innerHTML = `<form>
    <input type="radio" name="VariantValueId1" value="101" checked>
    <input type="radio" name="VariantValueId1" value="104">
    <select name="VariantValueId2"><option value="201" selected>S</option><option value="203">L</option></select>
  </form>`;
  return document.querySelector('form')!;
}

describe('ShownChoice', () => {
  it('puts a choice whose answer never came back on the variant shown, with the message', () => {
    const el = form();
    const choice = new ShownChoice(el);
    el.querySelector<HTMLInputElement>('[value="104"]')!.checked = true;
    el.querySelector('select')!.value = '203';
    choice.restore('Not applied');
    expect(selection(el)).toEqual({ VariantValueId1: '101', VariantValueId2: '201' });
    expect(el.querySelector('.variant-form__message')?.textContent).toBe('Not applied');
  });

  it('keeps an applied choice as the one shown, and clears the message', () => {
    const el = form();
    const choice = new ShownChoice(el);
    choice.restore('Not applied');
    el.querySelector<HTMLInputElement>('[value="104"]')!.checked = true;
    choice.confirm();
    expect(el.querySelector('.variant-form__message')).toBeNull();
    el.querySelector<HTMLInputElement>('[value="101"]')!.checked = true;
    choice.restore('Not applied');
    expect(selection(el).VariantValueId1).toBe('104');
    expect(el.querySelectorAll('.variant-form__message')).toHaveLength(1);
  });
});
