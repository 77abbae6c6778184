import { type RefObject, useEffect, useRef, useState } from 'react';
import {
  createMap,
  loadLeaflet,
  loadMapConfig,
  type MapView,
  type MapViewOptions,
  translator,
} from '../../src/index.ts';

export type MapStatus = 'loading' | 'ready' | 'failed';

/**
 * Our small hook over Leaflet (no react-leaflet): creates the map in the element once Leaflet, the
 * map configuration (both loaded once per page) and the strings that name its buttons are there;
 * removes it on unmount. `onChoose` hears a marker chosen; the latest one is always called.
 */
export function useLeafletMap(
  element: RefObject<HTMLElement | null>,
  view: MapViewOptions,
  onChoose: (id: string) => void,
): { map: MapView | null; status: MapStatus } {
  const [map, setMap] = useState<MapView | null>(null);
  const [status, setStatus] = useState<MapStatus>('loading');
  const choose = useRef(onChoose);
  choose.current = onChoose;
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per mount; view read at creation.
  useEffect(() => {
    let live = true;
    let created: MapView | null = null;
    // The map is made in a task of its own (Leaflet's set-up is one long enough), not in the
    // microtasks of the modal's render.
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    Promise.all([loadLeaflet(), loadMapConfig(), translator(), nextTask()])
      .then(([L, config]) => {
        if (!live || !element.current) return;
        created = createMap(L, element.current, config, view, (id) => choose.current(id));
        setMap(created);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.error('[vitrine] the map could not be loaded; the list still works', error);
        if (live) setStatus('failed');
      });
    return () => {
      live = false;
      created?.destroy();
    };
  }, []);
  return { map, status };
}
