import { describe, expect, it } from 'vitest';
import { keepPendingSearch, takePendingSearch } from './pendingSearch.ts';

const QUERY = { countryCode: 'BE', city: '', postalCode: '', address: 'Rue Neuve' };

describe('a search (or a save) interrupted by a 401', () => {
  beforeEach(() => sessionStorage.clear());

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
      'vitrine:pickup-pending-search',
      '{"shippingMethodId":4,"query":{"city":1},"at":1}',
    );
    expect(takePendingSearch(4, 2)).toBeUndefined();
    sessionStorage.setItem('vitrine:pickup-pending-search', 'not json');
    expect(takePendingSearch(4)).toBeUndefined();
  });
});
