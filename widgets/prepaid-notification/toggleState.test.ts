import { initialToggle, nextToggle } from './toggleState.ts';

describe('the usage notification toggle', () => {
  it('shows the new value at once, before any answer', () => {
    const state = nextToggle(initialToggle(false), { type: 'changed', value: true });
    expect(state).toEqual({ confirmed: false, shown: true, sending: true });
  });

  it('keeps the value once the server saved it', () => {
    const sent = nextToggle(initialToggle(false), { type: 'changed', value: true });
    expect(nextToggle(sent, { type: 'saved', value: true })).toEqual({
      confirmed: true,
      shown: true,
      sending: null,
    });
  });

  it('goes back to the last saved value when the call fails', () => {
    const sent = nextToggle(initialToggle(true), { type: 'changed', value: false });
    expect(nextToggle(sent, { type: 'failed', value: false })).toEqual({
      confirmed: true,
      shown: true,
      sending: null,
    });
  });

  it('ignores the answer of a click the customer has since undone', () => {
    const first = nextToggle(initialToggle(false), { type: 'changed', value: true });
    const second = nextToggle(first, { type: 'changed', value: false });
    expect(nextToggle(second, { type: 'failed', value: true })).toBe(second);
  });
});
