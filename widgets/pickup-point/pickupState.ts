import type { PickupPoint } from './pickupPoint.ts';

/** The modal's flow: idle → searching → results (or failed, the last list kept); a selection within the results. */
export interface PickupState {
  phase: 'idle' | 'searching' | 'results' | 'failed';
  points: PickupPoint[];
  selectedId: string | null;
}

export type PickupEvent =
  | { type: 'search' }
  | { type: 'found'; points: PickupPoint[]; baseId: string }
  | { type: 'failed' }
  | { type: 'select'; id: string };

export const initialPickupState: PickupState = { phase: 'idle', points: [], selectedId: null };

/**
 * The transitions. New results select the preselected base point when it is among them, else keep
 * the selection if it still is; selecting needs a listed point.
 */
export function pickupReducer(state: PickupState, event: PickupEvent): PickupState {
  switch (event.type) {
    case 'search':
      return { ...state, phase: 'searching' };
    case 'found': {
      const has = (id: string | null) => id !== null && event.points.some((p) => p.id === id);
      const selectedId = has(event.baseId) ? event.baseId : has(state.selectedId) ? state.selectedId : null;
      return { phase: 'results', points: event.points, selectedId };
    }
    case 'failed':
      return { ...state, phase: 'failed' };
    case 'select':
      return state.points.some((p) => p.id === event.id) ? { ...state, selectedId: event.id } : state;
  }
}
