import { autoplayStatus, initialAutoplay, isAdvancing, nextAutoplay } from './autoplayState.ts';

describe('autoplay state', () => {
  it('never autoplays without a duration', () => {
    expect(initialAutoplay(0, false).mode).toBe('off');
    expect(initialAutoplay(Number.NaN, false).mode).toBe('off');
    expect(isAdvancing(nextAutoplay(initialAutoplay(0, false), 'play'))).toBe(false);
  });

  it('plays when a duration is set', () => {
    const state = initialAutoplay(2000, false);
    expect(isAdvancing(state)).toBe(true);
    expect(autoplayStatus(state)).toBe('playing');
  });

  it('never starts on its own under prefers-reduced-motion', () => {
    const state = initialAutoplay(2000, true);
    expect(state.mode).toBe('stopped');
    expect(isAdvancing(state)).toBe(false);
    expect(isAdvancing(nextAutoplay(nextAutoplay(state, 'focus-in'), 'focus-out'))).toBe(false);
  });

  it('pauses while the pointer is over the carousel and resumes when it leaves', () => {
    const hovered = nextAutoplay(initialAutoplay(2000, false), 'pointer-enter');
    expect(autoplayStatus(hovered)).toBe('paused');
    expect(isAdvancing(nextAutoplay(hovered, 'pointer-leave'))).toBe(true);
  });

  it('pauses while keyboard focus is inside and resumes when it leaves', () => {
    const focused = nextAutoplay(initialAutoplay(2000, false), 'focus-in');
    expect(isAdvancing(focused)).toBe(false);
    expect(isAdvancing(nextAutoplay(focused, 'focus-out'))).toBe(true);
  });

  it('pauses while the tab is hidden', () => {
    const hidden = nextAutoplay(initialAutoplay(2000, false), 'page-hidden');
    expect(isAdvancing(hidden)).toBe(false);
    expect(isAdvancing(nextAutoplay(hidden, 'page-shown'))).toBe(true);
  });

  it('stays stopped after the pause button, whatever the pointer and focus do', () => {
    let state = nextAutoplay(initialAutoplay(2000, false), 'stop');
    state = nextAutoplay(nextAutoplay(state, 'pointer-enter'), 'pointer-leave');
    state = nextAutoplay(nextAutoplay(state, 'focus-in'), 'focus-out');
    expect(autoplayStatus(state)).toBe('stopped');
  });

  it('resumes at once on play, even with focus and pointer inside', () => {
    let state = nextAutoplay(initialAutoplay(2000, true), 'focus-in');
    state = nextAutoplay(nextAutoplay(state, 'pointer-enter'), 'play');
    expect(isAdvancing(state)).toBe(true);
  });
});
