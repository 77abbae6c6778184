import { describe, expect, it } from 'vitest';
import { refreshSettings } from '../../src/settings/index.ts';
import { keepPendingSearch, takePendingSearch } from './pendingSearch.ts';

/** The page's settings block, for a signed-in customer or for nobody. */
function pageOf(customer?: string): void {
  const settings = customer ? { culture: 'fr', customer } : { culture: 'fr' };
  document.head.innerHTML = `<script type="application/json" id="vitrine-settings">${JSON.stringify(settings)}</script>`;
  refreshSettings();
}

const QUERY = { countryCode: 'BE', city: '', postalCode: '', address: 'Rue Neuve' };

describe('a search (or a save) interrupted by a 401', () => {
  beforeEach(() => {
    sessionStorage.clear();
    pageOf();
  });

  it('is given back once, to the same shipping method', () => {
    keepPendingSearch(4, QUERY);
    expect(takePendingSearch(5)).toBeUndefined();
    expect(takePendingSearch(4)).toEqual({ query: QUERY });
    expect(takePendingSearch(4)).toBeUndefined();
  });

  it('keeps the point whose save met the 401, to select it again', () => {
    keepPendingSearch(4, QUERY, 'BE-0042');
    expect(takePendingSearch(4)).toEqual({ query: QUERY, pointId: 'BE-0042' });
  });

  it('is dropped when stale (the customer gave up on the login)', () => {
    keepPendingSearch(4, QUERY);
    expect(takePendingSearch(4, Date.now() + 16 * 60 * 1000)).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });

  it('is dropped when unreadable', () => {
    sessionStorage.setItem(
      'vitrine-kept:vitrine:pickup-pending-search',
      `{"value":{"shippingMethodId":4,"query":{"city":1}},"at":${Date.now()}}`,
    );
    expect(takePendingSearch(4)).toBeUndefined();
    sessionStorage.setItem('vitrine-kept:vitrine:pickup-pending-search', 'not json');
    expect(takePendingSearch(4)).toBeUndefined();
  });

  it('is never given to another customer who signs in in the same tab', () => {
    pageOf('alice');
    keepPendingSearch(4, { ...QUERY, address: '12 rue d’Alice' });
    pageOf('bob');
    expect(takePendingSearch(4)).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });
});
