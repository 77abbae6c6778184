import { showPickupSlot } from './pickupSlots.ts';

function page(): HTMLElement {
  document.body.innerHTML = `
    <div id="slots">
      <div data-shipping-method-id="4"><div class="pickup-slot">Relais</div></div>
      <div data-shipping-method-id="5" hidden><template><div class="pickup-slot">Poste</div></template></div>
      <div data-shipping-method-id="1" hidden><template></template></div>
    </div>`;
  return document.getElementById('slots') as HTMLElement;
}

const shownText = (el: HTMLElement) =>
  [...el.querySelectorAll<HTMLElement>('[data-shipping-method-id]:not([hidden]) .pickup-slot')].map(
    (slot) => slot.textContent,
  );

describe('the pickup slots of a changing shipping method', () => {
  it("shows the chosen method's slot and empties the one shown before", () => {
    const el = page();
    showPickupSlot(el, 5);
    expect(shownText(el)).toEqual(['Poste']);
    expect(el.querySelectorAll('.pickup-slot')).toHaveLength(1);
    expect(el.querySelector<HTMLElement>('[data-shipping-method-id="4"]')?.hidden).toBe(true);
  });

  it('shows the first slot again after another method, from the markup it kept', () => {
    const el = page();
    showPickupSlot(el, 1);
    expect(el.querySelectorAll('.pickup-slot')).toHaveLength(0);
    showPickupSlot(el, 4);
    expect(shownText(el)).toEqual(['Relais']);
    showPickupSlot(el, 4);
    expect(el.querySelectorAll('.pickup-slot')).toHaveLength(1);
  });
});
