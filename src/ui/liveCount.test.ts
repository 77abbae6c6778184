import { signal } from '@preact/signals-core';
import { showLiveCount } from './liveCount.ts';

vi.mock('../i18n/lazy.ts', () => ({
  translator: async () => (key: string, vars?: { count?: number }) => `${key} ${vars?.count}`,
}));

function header(): HTMLElement {
  document.body.innerHTML = '<a href="/fr/shoppingcarts">Panier <span class="badge">2</span></a>';
  return document.querySelector<HTMLElement>('.badge') as HTMLElement;
}

const status = () => document.querySelector('a + [role="status"]');

describe('showLiveCount', () => {
  it('keeps the server’s number until the store knows the count', () => {
    const badge = header();
    showLiveCount(badge, signal<number | undefined>(undefined), 'Cart.Count');
    expect(badge.textContent).toBe('2');
    expect(status()?.textContent).toBe('');
  });

  it('shows a new count in the badge and announces it after the link', async () => {
    const badge = header();
    const count = signal<number | undefined>(2);
    showLiveCount(badge, count, 'Cart.Count');
    count.value = 5;
    expect(badge.textContent).toBe('5');
    await vi.waitFor(() => expect(status()?.textContent).toBe('Cart.Count 5'));
    expect(status()?.getAttribute('aria-live')).toBe('polite');
  });

  it('does not announce the count the badge already shows', async () => {
    const badge = header();
    showLiveCount(badge, signal<number | undefined>(2), 'Cart.Count');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(status()?.textContent).toBe('');
  });

  it('leaves no status behind and no longer follows the store once stopped', () => {
    const badge = header();
    const count = signal<number | undefined>(2);
    const stop = showLiveCount(badge, count, 'Cart.Count');
    stop();
    count.value = 9;
    expect(badge.textContent).toBe('2');
    expect(status()).toBeNull();
  });
});
