import { signal } from '@preact/signals-core';
import { addLiveRegions } from '../a11y/announce.ts';
import { showLiveCount } from './liveCount.ts';

vi.mock('../i18n/lazy.ts', () => ({
  translator: async () => (key: string, vars?: { count?: number }) => `${key} ${vars?.count}`,
}));

function header(): HTMLElement {
  document.body.innerHTML = '<a href="/fr/shoppingcarts">Panier <span class="badge">2</span></a>';
  addLiveRegions();
  return document.querySelector<HTMLElement>('.badge') as HTMLElement;
}

const said = () => document.getElementById('vitrine-announcer')?.textContent;

describe('showLiveCount', () => {
  it('keeps the server’s number until the store knows the count', () => {
    const badge = header();
    showLiveCount(badge, signal<number | undefined>(undefined), 'Cart.Count', 'cart-count');
    expect(badge.textContent).toBe('2');
    expect(said()).toBe('');
  });

  it('shows a new count in the badge and announces it through the page’s polite voice', async () => {
    const badge = header();
    const count = signal<number | undefined>(2);
    showLiveCount(badge, count, 'Cart.Count', 'cart-count');
    count.value = 5;
    expect(badge.textContent).toBe('5');
    await vi.waitFor(() => expect(said()).toBe('Cart.Count 5'));
  });

  it('does not announce the count the badge already shows', async () => {
    const badge = header();
    showLiveCount(badge, signal<number | undefined>(2), 'Cart.Count', 'cart-count');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(said()).toBe('');
  });

  it('no longer follows the store once stopped', async () => {
    const badge = header();
    const count = signal<number | undefined>(2);
    const stop = showLiveCount(badge, count, 'Cart.Count', 'cart-count');
    stop();
    count.value = 9;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(badge.textContent).toBe('2');
    expect(said()).toBe('');
  });
});
