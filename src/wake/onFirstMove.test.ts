import { wakeWidget } from '../loader/wakeWidget.ts';
import { onFirstMove } from './onFirstMove.ts';

describe('onFirstMove', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('fires once at the first pointer, focus, key or touch on the element', () => {
    document.body.innerHTML = '<form><input id="q"></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    const fire = vi.fn();
    onFirstMove(form, fire);
    expect(fire).not.toHaveBeenCalled();
    form.dispatchEvent(new Event('pointerenter'));
    form.dispatchEvent(new Event('focusin'));
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('fires at once when focus is already inside', () => {
    document.body.innerHTML = '<form><input id="q"></form>';
    document.querySelector<HTMLInputElement>('#q')?.focus();
    const fire = vi.fn();
    onFirstMove(document.querySelector('form') as HTMLFormElement, fire);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('fires when a widget wakes the element, without the customer', () => {
    document.body.innerHTML = '<section></section>';
    const section = document.querySelector('section') as HTMLElement;
    const fire = vi.fn();
    onFirstMove(section, fire);
    wakeWidget(section);
    wakeWidget(section);
    expect(fire).toHaveBeenCalledTimes(1);
  });

  it('fires nothing once cancelled', () => {
    document.body.innerHTML = '<section></section>';
    const section = document.querySelector('section') as HTMLElement;
    const fire = vi.fn();
    onFirstMove(section, fire)();
    section.dispatchEvent(new Event('pointerdown'));
    expect(fire).not.toHaveBeenCalled();
  });
});
