import { ajaxMode, insertFragment } from './insertFragment.ts';

function target(): Element {
  document.body.innerHTML = '<div id="t"><p>old</p></div>';
  return document.getElementById('t')!;
}

describe('insertFragment', () => {
  it('replaces the content in replace mode', () => {
    insertFragment(target(), '<p>new</p>', 'replace');
    expect(document.body.innerHTML).toBe('<div id="t"><p>new</p></div>');
  });
  it('replaces the element in replace-with mode', () => {
    const inserted = insertFragment(target(), '<section id="s">new</section>', 'replace-with');
    expect(document.body.innerHTML).toBe('<section id="s">new</section>');
    expect(inserted.map((el) => el.id)).toEqual(['s']);
  });
  it('prepends in before mode and appends in after mode', () => {
    const t = target();
    insertFragment(t, '<i>a</i>', 'before');
    insertFragment(t, '<b>z</b>', 'after');
    expect(t.innerHTML).toBe('<i>a</i><p>old</p><b>z</b>');
  });
});

describe('ajaxMode', () => {
  it('reads the attribute case-insensitively and defaults to replace', () => {
    expect(ajaxMode('REPLACE-WITH')).toBe('replace-with');
    expect(ajaxMode('After')).toBe('after');
    expect(ajaxMode(null)).toBe('replace');
    expect(ajaxMode('sideways')).toBe('replace');
  });
});
