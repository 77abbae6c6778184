import { describe, expect, it } from 'vitest';
import { type FolderNode, folderListPath, readFolderNode } from './folderNode.ts';
import { initiallyOpen, keyAction, typeAhead, visibleNodes } from './treeModel.ts';

const node = (
  FolderId: number,
  Name: string,
  ItemLevel: number,
  Children: FolderNode[] = [],
): FolderNode => ({
  FolderId,
  Name,
  ItemLevel,
  Children,
});

const tree = node(1, 'Library', 0, [
  node(2, 'Products', 1, [node(3, 'Photos', 2, [node(8, 'Archive', 3)]), node(4, 'Packshots', 2)]),
  node(5, 'Brand', 1, [node(6, 'Logos', 2)]),
  node(7, 'Documents', 1),
]);

const ids = (open: Set<number>) => visibleNodes([tree], open).map((item) => item.node.FolderId);

describe('folder tree model', () => {
  it('opens the nodes at or above the initial depth', () => {
    expect([...initiallyOpen(tree, 1)].sort()).toEqual([1, 2, 5]);
    expect([...initiallyOpen(tree, 0)]).toEqual([1]);
  });

  it('also opens the ancestors of the selected folder', () => {
    expect([...initiallyOpen(tree, 0, 8)].sort()).toEqual([1, 2, 3]);
  });

  it('shows only the children of open nodes, in document order', () => {
    expect(ids(new Set([1, 2]))).toEqual([1, 2, 3, 4, 5, 7]);
  });

  it('moves down, up, home and end among the visible nodes', () => {
    const open = new Set([1, 2]);
    const visible = visibleNodes([tree], open);
    expect(keyAction('ArrowDown', visible, open, 4)).toEqual({ type: 'focus', id: 5 });
    expect(keyAction('ArrowUp', visible, open, 5)).toEqual({ type: 'focus', id: 4 });
    expect(keyAction('Home', visible, open, 5)).toEqual({ type: 'focus', id: 1 });
    expect(keyAction('End', visible, open, 1)).toEqual({ type: 'focus', id: 7 });
    expect(keyAction('ArrowDown', visible, open, 7)).toEqual({ type: 'none' });
  });

  it('opens a closed node with Right, then goes to its first child', () => {
    const open = new Set([1]);
    const visible = visibleNodes([tree], open);
    expect(keyAction('ArrowRight', visible, open, 2)).toEqual({ type: 'open', id: 2 });
    const opened = new Set([1, 2]);
    expect(keyAction('ArrowRight', visibleNodes([tree], opened), opened, 2)).toEqual({
      type: 'focus',
      id: 3,
    });
    expect(keyAction('ArrowRight', visibleNodes([tree], opened), opened, 4)).toEqual({ type: 'none' });
  });

  it('closes an open node with Left, else goes to the parent', () => {
    const open = new Set([1, 2]);
    const visible = visibleNodes([tree], open);
    expect(keyAction('ArrowLeft', visible, open, 2)).toEqual({ type: 'close', id: 2 });
    expect(keyAction('ArrowLeft', visible, open, 4)).toEqual({ type: 'focus', id: 2 });
    expect(keyAction('ArrowLeft', visible, new Set([2]), 1)).toEqual({ type: 'none' });
  });

  it('chooses the focused folder with Enter or Space', () => {
    const visible = visibleNodes([tree], new Set([1]));
    expect(keyAction('Enter', visible, new Set([1]), 7)).toEqual({ type: 'choose', id: 7 });
    expect(keyAction(' ', visible, new Set([1]), 7)).toEqual({ type: 'choose', id: 7 });
  });

  it('type-ahead goes to the next visible name starting with the typed text, wrapping round', () => {
    const visible = visibleNodes([tree], new Set([1, 2]));
    expect(typeAhead(visible, 1, 'p')).toBe(2);
    expect(typeAhead(visible, 2, 'p')).toBe(3);
    expect(typeAhead(visible, 4, 'p')).toBe(2);
    expect(typeAhead(visible, 3, 'pa')).toBe(4);
    expect(typeAhead(visible, 3, 'ph')).toBe(3);
    expect(typeAhead(visible, 1, 'z')).toBeUndefined();
    expect(keyAction('d', visible, new Set([1, 2]), 1, 'd')).toEqual({ type: 'focus', id: 7 });
  });

  it('reads a hierarchy answer and drops malformed nodes', () => {
    expect(
      readFolderNode({
        FolderId: 1,
        Name: 'A',
        ItemLevel: 0,
        Children: [{ Name: 'no id' }, { FolderId: '2' }],
      }),
    ).toEqual(node(1, 'A', 0, [node(2, '2', 0)]));
    expect(readFolderNode('nope')).toBeUndefined();
  });

  it('gives the root folder an empty last segment', () => {
    expect(folderListPath('/', 'fr', 1, 1)).toBe('/fr/assetslibrary/asset/assetsbyfolder/1/');
    expect(folderListPath('/shop/', 'nl', 3, 1)).toBe('/shop/nl/assetslibrary/asset/assetsbyfolder/3/1');
  });
});
