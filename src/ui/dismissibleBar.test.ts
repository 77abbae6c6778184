import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountDismissibleBar } from './dismissibleBar.ts';

function bar(): HTMLElement {
  document.body.innerHTML = `<main tabindex="-1"></main>
    <section id="bar" hidden><p>Promo</p><button type="button" data-close>Close</button></section>`;
  return document.getElementById('bar') as HTMLElement;
}

describe('dismissible bar', () => {
  const controller = new AbortController();
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is removed at once when the customer closed it before', () => {
    const el = bar();
    const remember = vi.fn();
    mountDismissibleBar(el, {
      closeSelector: '[data-close]',
      wasDismissed: () => true,
      remember,
      signal: controller.signal,
    });
    expect(el.isConnected).toBe(false);
    expect(remember).not.toHaveBeenCalled();
  });

  it('is revealed, and its close control records the choice and removes it, focus back to the content', () => {
    const el = bar();
    const remember = vi.fn();
    mountDismissibleBar(el, {
      closeSelector: '[data-close]',
      wasDismissed: () => false,
      remember,
      signal: controller.signal,
    });
    expect(el.hidden).toBe(false);
    const close = el.querySelector('button') as HTMLButtonElement;
    close.focus();
    el.querySelector('p')?.click();
    expect(remember).not.toHaveBeenCalled();
    close.click();
    expect(remember).toHaveBeenCalledTimes(1);
    expect(el.isConnected).toBe(false);
    expect(document.activeElement).toBe(document.querySelector('main'));
  });

  it('stops listening once unmounted', () => {
    const el = bar();
    const remember = vi.fn();
    const unmount = new AbortController();
    mountDismissibleBar(el, {
      closeSelector: '[data-close]',
      wasDismissed: () => false,
      remember,
      signal: unmount.signal,
    });
    unmount.abort();
    el.querySelector('button')?.click();
    expect(remember).not.toHaveBeenCalled();
    expect(el.isConnected).toBe(true);
  });
});
