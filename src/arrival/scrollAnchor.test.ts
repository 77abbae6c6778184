import { describe, expect, it } from 'vitest';
import { readVitrineState } from './historyState.ts';
import { parseScrollAnchor } from './scrollAnchor.ts';

// Finding the anchor and placing it need layout: test/browser/navigator-scroll.spec.ts covers them
// in Chromium (Back to a listing whose cards skip their rendering off screen), and
// test/firefox/navigator.spec.ts in Firefox.
describe('the scroll anchor kept in an entry’s state', () => {
  it('is read back with the saved position', () => {
    const state = {
      vitrine: {
        key: 'k1',
        scroll: { x: 0, y: 2825, top: 202, anchor: { path: [0, 1, 2, 6], offset: -168 } },
      },
    };
    expect(readVitrineState(state)?.scroll).toEqual({
      x: 0,
      y: 2825,
      top: 202,
      anchor: { path: [0, 1, 2, 6], offset: -168 },
    });
  });

  it('is dropped when another script wrote a malformed one, the offset kept', () => {
    const state = {
      vitrine: { key: 'k1', scroll: { x: 0, y: 900, anchor: { path: ['main', -1], offset: 'top' } } },
    };
    expect(readVitrineState(state)?.scroll).toEqual({ x: 0, y: 900 });
  });

  it('takes a path of element indices, ten deep at most, with a numeric offset', () => {
    expect(parseScrollAnchor({ path: [3], offset: 0 })).toEqual({ path: [3], offset: 0 });
    expect(parseScrollAnchor({ path: [], offset: 0 })).toBeUndefined();
    expect(parseScrollAnchor({ path: [1.5], offset: 0 })).toBeUndefined();
    expect(parseScrollAnchor({ path: Array.from({ length: 11 }, () => 0), offset: 0 })).toBeUndefined();
    expect(parseScrollAnchor({ path: [0] })).toBeUndefined();
    expect(parseScrollAnchor('0,1')).toBeUndefined();
  });
});
