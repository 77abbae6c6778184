import { signal } from '@preact/signals-core';

export type LeafletModule = typeof import('leaflet');

/** The load-once flags of the map library, shared by every map of the page. */
export type MapLibraryState = 'idle' | 'loading' | 'ready' | 'failed';

export const mapLibraryState = signal<MapLibraryState>('idle');

let pending: Promise<LeafletModule> | undefined;

/**
 * Downloads Leaflet (a bundled chunk, never another origin) the first time a map is about to be
 * seen; every later map waits on the same download. A failed download may be tried again.
 */
export function loadLeaflet(): Promise<LeafletModule> {
  if (pending) return pending;
  mapLibraryState.value = 'loading';
  pending = import('leaflet').then(
    (module) => {
      mapLibraryState.value = 'ready';
      const withDefault = module as LeafletModule & { default?: LeafletModule };
      return withDefault.default ?? module;
    },
    (error: unknown) => {
      mapLibraryState.value = 'failed';
      pending = undefined;
      throw error;
    },
  );
  return pending;
}
