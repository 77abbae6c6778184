import { describe, expect, it } from 'vitest';
import { ScrollPositions } from './scrollPositions.ts';

describe('ScrollPositions', () => {
  it('keeps the position of each entry by its key', () => {
    const positions = new ScrollPositions();
    positions.set('a', { x: 0, y: 9376, top: 146 });
    positions.set('b', { x: 0, y: 12 });
    expect(positions.get('a')).toEqual({ x: 0, y: 9376, top: 146 });
    expect(positions.get('b')).toEqual({ x: 0, y: 12 });
    expect(positions.get('c')).toBeUndefined();
  });

  it('drops the entries left longest ago beyond its limit', () => {
    const positions = new ScrollPositions(2);
    positions.set('a', { x: 0, y: 1 });
    positions.set('b', { x: 0, y: 2 });
    positions.set('a', { x: 0, y: 3 });
    positions.set('c', { x: 0, y: 4 });
    expect(positions.get('b')).toBeUndefined();
    expect(positions.get('a')).toEqual({ x: 0, y: 3 });
    expect(positions.size).toBe(2);
  });

  it('comes back from what it serialized, as a reload reads it from session storage', () => {
    const before = new ScrollPositions();
    before.set('a', { x: 0, y: 9376, top: 146 });
    const after = new ScrollPositions();
    after.restore(before.serialize());
    expect(after.get('a')).toEqual({ x: 0, y: 9376, top: 146 });
  });

  it('skips malformed storage instead of throwing', () => {
    const positions = new ScrollPositions();
    positions.restore('{not json');
    positions.restore('{"a":1}');
    positions.restore('[["a",{"x":"far"}],[1,{"x":0,"y":0}],["b",{"x":0,"y":5}]]');
    expect(positions.get('a')).toBeUndefined();
    expect(positions.get('b')).toEqual({ x: 0, y: 5 });
    expect(positions.size).toBe(1);
  });
});
