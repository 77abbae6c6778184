import { describe, expect, it } from 'vitest';
import { type FlowEvent, type FlowState, initialFlow, nextFlow } from './flowState.ts';

const run = (...events: FlowEvent[]): FlowState => events.reduce(nextFlow, initialFlow);

describe('two-factor flow', () => {
  it('shows the first step when it answers', () => {
    expect(run({ type: 'answered', success: false })).toEqual({ kind: 'shown', succeeded: false });
  });

  it('opens nothing when the first step fails', () => {
    expect(run({ type: 'failed' })).toEqual({ kind: 'closed', reload: false });
  });

  it('keeps the shown step, busy, while the next one loads, and after it fails', () => {
    const loading = run({ type: 'answered', success: false }, { type: 'request' });
    expect(loading).toEqual({ kind: 'loading', succeeded: false });
    expect(nextFlow(loading, { type: 'failed' })).toEqual({ kind: 'shown', succeeded: false });
  });

  it('reloads the page on close once a step succeeded, even after a later step', () => {
    const state = run(
      { type: 'answered', success: false },
      { type: 'request' },
      { type: 'answered', success: true },
      { type: 'request' },
      { type: 'answered', success: false },
      { type: 'close' },
    );
    expect(state).toEqual({ kind: 'closed', reload: true });
  });

  it('does not reload on close when no step succeeded', () => {
    expect(run({ type: 'answered', success: false }, { type: 'close' })).toEqual({
      kind: 'closed',
      reload: false,
    });
  });

  it('ignores everything once closed', () => {
    const closed = run({ type: 'answered', success: true }, { type: 'close' });
    expect(nextFlow(closed, { type: 'answered', success: false })).toBe(closed);
    expect(nextFlow(closed, { type: 'request' })).toBe(closed);
  });
});
