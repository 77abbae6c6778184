import { describe, expect, it } from 'vitest';
import { keyAction, typeAhead } from './listboxKeys.ts';

const none = [false, false, false, false];

describe('keyAction', () => {
  it('opens on arrows, Enter and Space when closed', () => {
    for (const key of ['ArrowDown', 'ArrowUp', 'Enter', ' ']) {
      expect(keyAction(key, false, 0, none)).toEqual({ type: 'open', to: 'current' });
    }
    expect(keyAction('End', false, 0, none)).toEqual({ type: 'open', to: 'last' });
  });

  it('moves over disabled options and stops at the ends', () => {
    expect(keyAction('ArrowDown', true, 0, [false, true, false])).toEqual({ type: 'move', to: 2 });
    expect(keyAction('ArrowDown', true, 3, none)).toEqual({ type: 'move', to: 3 });
    expect(keyAction('ArrowUp', true, 0, none)).toEqual({ type: 'move', to: 0 });
    expect(keyAction('Home', true, 2, [true, false, false])).toEqual({ type: 'move', to: 1 });
  });

  it('chooses with Enter and closes with Esc', () => {
    expect(keyAction('Enter', true, 1, none)).toEqual({ type: 'choose', close: true });
    expect(keyAction('Escape', true, 1, none)).toEqual({ type: 'close' });
  });
});

describe('typeAhead', () => {
  const labels = ['Small', 'Medium', 'Large', 'Extra large', 'Mini'];
  const enabled = labels.map(() => false);

  it('finds the next option starting with the typed text', () => {
    expect(typeAhead(labels, enabled, 0, 'l')).toBe(2);
    expect(typeAhead(labels, enabled, 0, 'ex')).toBe(3);
  });

  it('cycles through options with the same letter', () => {
    expect(typeAhead(labels, enabled, 1, 'm')).toBe(4);
    expect(typeAhead(labels, enabled, 4, 'm')).toBe(1);
  });

  it('answers -1 when nothing matches', () => {
    expect(typeAhead(labels, enabled, 0, 'z')).toBe(-1);
  });
});
