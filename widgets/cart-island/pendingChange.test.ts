import { describe, expect, it } from 'vitest';
import { refreshSettings } from '../../src/settings/index.ts';
import { keepPendingChange, takePendingChange } from './pendingChange.ts';

/** The page's settings block, for a signed-in customer or for nobody. */
function pageOf(customer?: string): void {
  const settings = customer ? { culture: 'fr', customer } : { culture: 'fr' };
  document.head.innerHTML = `<script type="application/json" id="vitrine-settings">${JSON.stringify(settings)}</script>`;
  refreshSettings();
}

describe('a quantity change interrupted by a 401', () => {
  beforeEach(() => {
    sessionStorage.clear();
    history.replaceState(null, '', '/fr/shoppingcarts');
    pageOf();
  });
  afterEach(() => vi.useRealTimers());

  it('is given back once to the cart page after the login', () => {
    pageOf('alice');
    keepPendingChange({ itemId: 3, quantity: 7 });
    pageOf('alice');
    expect(takePendingChange()).toEqual({ itemId: 3, quantity: 7 });
    expect(takePendingChange()).toBeUndefined();
  });

  it('is never given to another customer who signs in in the same tab', () => {
    pageOf('alice');
    keepPendingChange({ itemId: 3, quantity: 7 });
    pageOf('bob');
    expect(takePendingChange()).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });

  it('is gone after its 15 minutes', () => {
    vi.useFakeTimers();
    keepPendingChange({ itemId: 3, quantity: 7 });
    vi.advanceTimersByTime(15 * 60 * 1000 + 2);
    expect(sessionStorage.length).toBe(0);
    expect(takePendingChange()).toBeUndefined();
  });
});
