import { canMove, type VisitState } from './visitState.ts';

describe('visit state machine', () => {
  it('walks leave, fetch, swap, enter, finish in that order only', () => {
    const path: VisitState[] = ['initialized', 'leaving', 'fetching', 'swapping', 'entering', 'finished'];
    for (let i = 1; i < path.length; i++) expect(canMove(path[i - 1]!, path[i]!)).toBe(true);
    expect(canMove('leaving', 'swapping')).toBe(false);
    expect(canMove('fetching', 'entering')).toBe(false);
  });
  it('shows a preview only while fetching, and leaves it for the swap, a failure or an abort', () => {
    expect(canMove('fetching', 'previewing')).toBe(true);
    for (const s of ['swapping', 'failed', 'aborted'] as const) expect(canMove('previewing', s)).toBe(true);
    expect(canMove('previewing', 'entering')).toBe(false);
    expect(canMove('swapping', 'previewing')).toBe(false);
  });
  it('lets only a leaving visit be canceled', () => {
    expect(canMove('leaving', 'canceled')).toBe(true);
    expect(canMove('fetching', 'canceled')).toBe(false);
  });
  it('aborts any running visit but not a settled one', () => {
    for (const s of ['initialized', 'leaving', 'fetching', 'previewing', 'swapping', 'entering'] as const) {
      expect(canMove(s, 'aborted')).toBe(true);
    }
    for (const s of ['finished', 'canceled', 'failed', 'aborted'] as const) {
      expect(canMove(s, 'aborted')).toBe(false);
    }
  });
  it('fails only while fetching or swapping', () => {
    expect(canMove('fetching', 'failed')).toBe(true);
    expect(canMove('entering', 'failed')).toBe(false);
  });
});
