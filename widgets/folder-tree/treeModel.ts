import type { FolderNode } from './folderNode.ts';

/** A node as the tree shows it: in document order, with its parent and depth. */
export interface VisibleNode {
  node: FolderNode;
  parentId: number | undefined;
}

/**
 * The folders open at first: every node at or above the initial depth (`ItemLevel <=
 * initialDepth`), and the ancestors of the selected folder so it is in view.
 */
export function initiallyOpen(root: FolderNode, initialDepth: number, selectedId?: number): Set<number> {
  const open = new Set<number>();
  const walk = (node: FolderNode, ancestors: number[]): boolean => {
    if (node.ItemLevel <= initialDepth && node.Children.length > 0) open.add(node.FolderId);
    let containsSelected = node.FolderId === selectedId;
    for (const child of node.Children) {
      if (walk(child, [...ancestors, node.FolderId])) containsSelected = true;
    }
    if (containsSelected && node.FolderId !== selectedId) open.add(node.FolderId);
    return containsSelected;
  };
  walk(root, []);
  return open;
}

/** The nodes a reader can reach: the roots, and the children of open nodes, in document order. */
export function visibleNodes(roots: FolderNode[], open: ReadonlySet<number>): VisibleNode[] {
  const out: VisibleNode[] = [];
  const walk = (node: FolderNode, parentId: number | undefined) => {
    out.push({ node, parentId });
    if (open.has(node.FolderId)) for (const child of node.Children) walk(child, node.FolderId);
  };
  for (const root of roots) walk(root, undefined);
  return out;
}

/** What a key press does in the tree (WAI-ARIA tree view pattern). */
export type TreeAction =
  | { type: 'focus'; id: number }
  | { type: 'open'; id: number }
  | { type: 'close'; id: number }
  | { type: 'choose'; id: number }
  | { type: 'none' };

/**
 * The next visible node after `from` whose name starts with `text` (case-insensitive), wrapping
 * round. A longer text (keys typed in a row) may stay on `from` when it still matches.
 */
export function typeAhead(visible: VisibleNode[], from: number, text: string): number | undefined {
  const start = visible.findIndex((item) => item.node.FolderId === from);
  const wanted = text.toLocaleLowerCase();
  const first = text.length > 1 ? 0 : 1;
  for (let step = first; step < visible.length + first; step++) {
    const item = visible[(start + step) % visible.length];
    if (item?.node.Name.toLocaleLowerCase().startsWith(wanted)) return item.node.FolderId;
  }
  return undefined;
}

/** Maps a key on the focused node to an action; `typed` is the type-ahead buffer including this key. */
export function keyAction(
  key: string,
  visible: VisibleNode[],
  open: ReadonlySet<number>,
  focusedId: number,
  typed = '',
): TreeAction {
  const index = visible.findIndex((item) => item.node.FolderId === focusedId);
  const current = visible[index];
  if (!current) return { type: 'none' };
  const focus = (item: VisibleNode | undefined): TreeAction =>
    item ? { type: 'focus', id: item.node.FolderId } : { type: 'none' };
  const hasChildren = current.node.Children.length > 0;
  switch (key) {
    case 'ArrowDown':
      return focus(visible[index + 1]);
    case 'ArrowUp':
      return focus(visible[index - 1]);
    case 'Home':
      return focus(visible[0]);
    case 'End':
      return focus(visible[visible.length - 1]);
    case 'ArrowRight':
      if (!hasChildren) return { type: 'none' };
      return open.has(focusedId) ? focus(visible[index + 1]) : { type: 'open', id: focusedId };
    case 'ArrowLeft':
      if (hasChildren && open.has(focusedId)) return { type: 'close', id: focusedId };
      return current.parentId === undefined ? { type: 'none' } : { type: 'focus', id: current.parentId };
    case 'Enter':
    case ' ':
      return { type: 'choose', id: focusedId };
  }
  if (typed !== '') {
    const id = typeAhead(visible, focusedId, typed);
    return id === undefined ? { type: 'none' } : { type: 'focus', id };
  }
  return { type: 'none' };
}
