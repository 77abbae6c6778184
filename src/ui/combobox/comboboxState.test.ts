import { activeItem, type ComboboxState, initialState, nextState } from './comboboxState.ts';

const typed = (query: string) => ({ type: 'typed' as const, query, minChars: 2 });

function run(...events: Parameters<typeof nextState<string>>[1][]): ComboboxState<string> {
  return events.reduce((state, event) => nextState(state, event), initialState<string>());
}

describe('the suggestion state machine', () => {
  it('stays closed below the minimum number of characters', () => {
    expect(run(typed('a')).kind).toBe('closed');
    expect(run(typed('  a ')).kind).toBe('closed');
  });

  it('waits for the answer from the minimum on', () => {
    expect(run(typed('mu'))).toMatchObject({ kind: 'waiting', query: 'mu' });
  });

  it('opens with the answer of the latest text, no option active', () => {
    const state = run(typed('mu'), { type: 'answered', query: 'mu', items: ['Mug', 'Muse'] });
    expect(state).toMatchObject({ kind: 'open', active: -1, items: ['Mug', 'Muse'] });
  });

  it('ignores the answer of an earlier text', () => {
    const state = run(typed('mu'), typed('mug'), { type: 'answered', query: 'mu', items: ['Muse'] });
    expect(state).toMatchObject({ kind: 'waiting', query: 'mug' });
  });

  it('shows the empty state when nothing matches', () => {
    expect(run(typed('zz'), { type: 'answered', query: 'zz', items: [] }).kind).toBe('empty');
  });

  it('closes quietly when the call fails', () => {
    expect(run(typed('mu'), { type: 'failed', query: 'mu' }).kind).toBe('closed');
  });

  it('moves the active option with the arrows and wraps through the text field', () => {
    const open = run(typed('mu'), { type: 'answered', query: 'mu', items: ['A', 'B'] });
    const down = nextState(open, { type: 'move', delta: 1 });
    expect(activeItem(down)).toBe('A');
    const down2 = nextState(down, { type: 'move', delta: 1 });
    expect(activeItem(down2)).toBe('B');
    const wrapped = nextState(down2, { type: 'move', delta: 1 });
    expect(activeItem(wrapped)).toBeUndefined();
    expect(activeItem(nextState(open, { type: 'move', delta: -1 }))).toBe('B');
  });

  it('closes on Escape and reopens the same options with ArrowDown', () => {
    const open = run(typed('mu'), { type: 'answered', query: 'mu', items: ['A', 'B'] });
    const closed = nextState(open, { type: 'close' });
    expect(closed.kind).toBe('closed');
    expect(activeItem(nextState(closed, { type: 'move', delta: 1 }))).toBe('A');
  });

  it('keeps waiting when the same text is typed again', () => {
    const waiting = run(typed('mu'));
    expect(nextState(waiting, typed('mu '))).toBe(waiting);
  });
});
