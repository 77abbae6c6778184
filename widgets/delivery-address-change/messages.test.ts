import { readMessages } from './messages.ts';

describe('the change request answer', () => {
  it('reads a success message', () => {
    expect(readMessages('<div class="messages"><p data-message="success">Sent</p></div>')).toEqual({
      kind: 'success',
      message: 'Sent',
    });
  });

  it('reads an error message before any success', () => {
    expect(readMessages('<div class="messages"><p data-message="error">Already asked</p></div>')).toEqual({
      kind: 'error',
      message: 'Already asked',
    });
  });

  it('knows nothing of an answer without a messages element', () => {
    expect(readMessages('<h1>Server error</h1>')).toEqual({ kind: 'unknown' });
  });
});
