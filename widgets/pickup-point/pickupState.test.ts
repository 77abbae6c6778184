import { describe, expect, it } from 'vitest';
import { readSearchAnswer } from './pickupPoint.ts';
import { initialPickupState, pickupReducer } from './pickupState.ts';

const answer = readSearchAnswer({
  ResponseStatusDescription: 'Success',
  PickupPointViewModels: [
    {
      PublicAccessPointID: 'A',
      ConsigneeName: 'Relais A',
      Distance: 0.4,
      Geocode: { Latitude: 50.8, Longitude: 4.3 },
    },
    { PublicAccessPointID: 'B', ConsigneeName: 'Relais B', Distance: '1,2', Geocode: { Latitude: 'x' } },
    'not a point',
  ],
});

describe('pickup flow', () => {
  it('reads the answer defensively: bad items left out, bad coordinates dropped, distances as numbers', () => {
    expect(answer.status).toBe('Success');
    expect(answer.points.map((p) => [p.id, p.distance, p.latitude])).toEqual([
      ['A', 0.4, 50.8],
      ['B', 1.2, null],
    ]);
    expect(readSearchAnswer(null)).toEqual({ status: '', points: [] });
  });

  it('preselects the base point when the results hold it', () => {
    const searching = pickupReducer(initialPickupState, { type: 'search' });
    expect(searching.phase).toBe('searching');
    const found = pickupReducer(searching, { type: 'found', points: answer.points, baseId: 'B' });
    expect(found).toMatchObject({ phase: 'results', selectedId: 'B' });
  });

  it('keeps the selection across a new search that still lists it, else none', () => {
    const first = pickupReducer(initialPickupState, { type: 'found', points: answer.points, baseId: '' });
    const chosen = pickupReducer(first, { type: 'select', id: 'A' });
    expect(pickupReducer(chosen, { type: 'found', points: answer.points, baseId: 'Z' }).selectedId).toBe('A');
    expect(pickupReducer(chosen, { type: 'found', points: [], baseId: '' }).selectedId).toBeNull();
  });

  it('selects only a listed point; a failure keeps the last list', () => {
    const first = pickupReducer(initialPickupState, { type: 'found', points: answer.points, baseId: '' });
    expect(pickupReducer(first, { type: 'select', id: 'nope' })).toBe(first);
    expect(pickupReducer(first, { type: 'failed' })).toMatchObject({
      phase: 'failed',
      points: answer.points,
    });
  });
});
