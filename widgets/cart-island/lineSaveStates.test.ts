import {
  type LineEvent,
  type LineSave,
  lineTransition,
  shownQuantity,
  steppedQuantity,
} from './lineSaveStates.ts';

const idle: LineSave = { status: 'idle', seq: 0 };

function run(events: LineEvent[], from: LineSave = idle) {
  let state = from;
  const sent: { quantity: number; seq: number }[] = [];
  for (const event of events) {
    const step = lineTransition(state, event);
    state = step.state;
    if (step.send) sent.push(step.send);
  }
  return { state, sent };
}

describe('line save', () => {
  it('coalesces quick typing into one call with the last value', () => {
    const { sent } = run([
      { type: 'edit', quantity: 1 },
      { type: 'edit', quantity: 12 },
      { type: 'edit', quantity: 125 },
      { type: 'commit', confirmed: 2 },
    ]);
    expect(sent).toEqual([{ quantity: 125, seq: 1 }]);
  });

  it('sends nothing when the customer comes back to the saved quantity', () => {
    const { state, sent } = run([
      { type: 'edit', quantity: 3 },
      { type: 'edit', quantity: 2 },
      { type: 'commit', confirmed: 2 },
    ]);
    expect(sent).toEqual([]);
    expect(state.status).toBe('idle');
  });

  it('keeps one call in flight and sends the value typed meanwhile when it is back', () => {
    const { state, sent } = run([
      { type: 'edit', quantity: 3 },
      { type: 'commit', confirmed: 1 },
      { type: 'edit', quantity: 4 },
      { type: 'edit', quantity: 5 },
      { type: 'commit', confirmed: 1 },
      { type: 'answered', seq: 1, quantity: 3 },
    ]);
    expect(sent).toEqual([
      { quantity: 3, seq: 1 },
      { quantity: 5, seq: 2 },
    ]);
    expect(state).toEqual({ status: 'saving', seq: 2, sent: 5, next: null });
  });

  it('ignores the answer to an older change', () => {
    const from: LineSave = { status: 'saving', seq: 4, sent: 6, next: null };
    expect(lineTransition(from, { type: 'answered', seq: 3, quantity: 2 }).state).toBe(from);
    expect(lineTransition(from, { type: 'failed', seq: 3 }).state).toBe(from);
  });

  it('is idle once the latest change is saved, even when the server clamped it', () => {
    const { state } = run([
      { type: 'edit', quantity: 9 },
      { type: 'commit', confirmed: 1 },
      { type: 'answered', seq: 1, quantity: 5 },
    ]);
    expect(state.status).toBe('idle');
    expect(shownQuantity(state, 5)).toBe(5);
  });

  it('does not send again when the value typed meanwhile is what the server kept', () => {
    const { sent } = run([
      { type: 'edit', quantity: 9 },
      { type: 'commit', confirmed: 1 },
      { type: 'edit', quantity: 5 },
      { type: 'answered', seq: 1, quantity: 5 },
    ]);
    expect(sent).toHaveLength(1);
  });

  it('goes back to the server quantity when the change fails', () => {
    const { state } = run([
      { type: 'edit', quantity: 7 },
      { type: 'commit', confirmed: 2 },
      { type: 'edit', quantity: 8 },
      { type: 'failed', seq: 1 },
    ]);
    expect(state.status).toBe('idle');
    expect(shownQuantity(state, 2)).toBe(2);
  });

  it('keeps the typed quantity after a broken answer, and sends it again only on a retry', () => {
    const { state, sent } = run([
      { type: 'edit', quantity: 7 },
      { type: 'commit', confirmed: 2 },
      { type: 'failed', seq: 1, keep: true },
      { type: 'commit', confirmed: 2 },
    ]);
    expect(state.status).toBe('unsaved');
    expect(shownQuantity(state, 2)).toBe(7);
    expect(sent).toEqual([{ quantity: 7, seq: 1 }]);
    const retried = lineTransition(state, { type: 'commit', confirmed: 2, retry: true });
    expect(retried.send).toEqual({ quantity: 7, seq: 2 });
  });

  it('shows what the customer asked for while the line saves', () => {
    expect(shownQuantity({ status: 'editing', seq: 0, wanted: 4 }, 1)).toBe(4);
    expect(shownQuantity({ status: 'saving', seq: 1, sent: 4, next: null }, 1)).toBe(4);
    expect(shownQuantity({ status: 'saving', seq: 1, sent: 4, next: 6 }, 1)).toBe(6);
  });

  it('sends at most two calls for twenty rapid changes answered slowly', () => {
    const events: LineEvent[] = [
      { type: 'edit', quantity: 2 },
      { type: 'commit', confirmed: 1 },
    ];
    for (let q = 3; q <= 21; q++)
      events.push({ type: 'edit', quantity: q }, { type: 'commit', confirmed: 1 });
    events.push({ type: 'answered', seq: 1, quantity: 2 });
    const { sent } = run(events);
    expect(sent).toEqual([
      { quantity: 2, seq: 1 },
      { quantity: 21, seq: 2 },
    ]);
  });
});

describe('a line’s − and +', () => {
  const bounds = { MinQuantity: 2, QuantityStep: 2, MaxQuantity: 10 };
  it('moves one step, never below the minimum nor above the maximum', () => {
    expect(steppedQuantity(4, bounds, 1)).toBe(6);
    expect(steppedQuantity(4, bounds, -1)).toBe(2);
    expect(steppedQuantity(2, bounds, -1)).toBe(2);
    expect(steppedQuantity(10, bounds, 1)).toBe(10);
    expect(steppedQuantity(10, { ...bounds, MaxQuantity: 0 }, 1)).toBe(12);
  });
});
