import { startTransition, useCallback, useEffect, useReducer, useRef } from 'react';
import { type Geocoder, type GeoPlace, growl, reportFailure, t } from '../../src/index.ts';
import { rememberLocation } from './locationCookies.ts';
import { keepPendingSearch } from './pendingSearch.ts';
import { initialPickupState, pickupReducer } from './pickupState.ts';
import { runSearch } from './runSearch.ts';
import type { PickupQuery, SearchContext } from './searchRequest.ts';
import { noteSearchedAfter } from './startingPlace.ts';

export interface SearchSetup {
  carrier: string;
  context: SearchContext;
  geocoder: Geocoder;
  baseId: string;
  /** The page's address when the modal opened: a search found is then newer than it. */
  address: PickupQuery | null;
}

/**
 * The modal's search flow: each search aborts the one before (its geocoding and its call), a
 * status other than 'Success' shows the 'Error' growl, other failures follow the error policy (a
 * 401 keeps the search, run again once the login brings the page back); the searched place is
 * remembered in the location cookies.
 */
export function usePickupSearch(setup: SearchSetup) {
  const [state, dispatch] = useReducer(pickupReducer, initialPickupState);
  const current = useRef<AbortController | null>(null);
  // The search whose points are listed, as typed: kept with the chosen point when its save meets a 401.
  const listed = useRef<PickupQuery | null>(null);
  useEffect(() => () => current.current?.abort(), []);
  const search = useCallback(
    async (query: PickupQuery, chosen: GeoPlace | null) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      dispatch({ type: 'search' });
      const result = await runSearch(
        setup.carrier,
        query,
        setup.context,
        setup.geocoder,
        chosen,
        controller.signal,
      );
      if (result.kind === 'aborted' || controller.signal.aborted) return;
      if (result.kind === 'ok') {
        listed.current = query;
        rememberLocation(result.query);
        if (setup.address) noteSearchedAfter(setup.address);
        // A transition: the first slice of a long list renders in chunks that give way to input.
        startTransition(() => dispatch({ type: 'found', points: result.points, baseId: setup.baseId }));
        return;
      }
      dispatch({ type: 'failed' });
      if (result.kind === 'status')
        growl(t('Core.AnErrorHasOccured'), { type: 'error', title: t('Core.Error') });
      else {
        if (result.error.status === 401) keepPendingSearch(setup.context.shippingMethodId, query);
        reportFailure(result.error);
      }
    },
    [setup],
  );
  const select = useCallback((id: string) => dispatch({ type: 'select', id }), []);
  return { state, search, select, listed };
}
