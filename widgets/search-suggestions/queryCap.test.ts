import { capField, capQuery, MAX_QUERY_LENGTH } from './queryCap.ts';

describe('the search text cap', () => {
  it('sends at most 200 characters of a 100,000-character text', () => {
    const q = capQuery('lampe '.repeat(20_000));
    expect(MAX_QUERY_LENGTH).toBe(200);
    expect(q).toHaveLength(200);
    expect(q.startsWith('lampe lampe')).toBe(true);
    expect(capQuery('lampe')).toBe('lampe');
  });

  it('gives the field a maxlength of 200, and takes it back at teardown', () => {
    document.body.innerHTML = '<input type="search" name="q">';
    const input = document.querySelector('input')!;
    const undo = capField(input);
    expect(input.getAttribute('maxlength')).toBe('200');
    undo();
    expect(input.hasAttribute('maxlength')).toBe(false);
  });

  it('keeps a smaller maxlength set by the server, and lowers a larger one', () => {
    document.body.innerHTML = '<input id="a" maxlength="80"><input id="b" maxlength="5000">';
    const [a, b] = [...document.querySelectorAll('input')];
    capField(a!);
    const undo = capField(b!);
    expect(a!.maxLength).toBe(80);
    expect(b!.maxLength).toBe(200);
    undo();
    expect(b!.maxLength).toBe(5000);
  });
});
