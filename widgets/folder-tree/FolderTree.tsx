import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../src/index.ts';
import type { FolderNode } from './folderNode.ts';
import { TreeItem, type TreeView } from './TreeItem.tsx';
import { initiallyOpen, keyAction, visibleNodes } from './treeModel.ts';

export interface FolderTreeProps {
  root: FolderNode;
  initialDepth: number;
  selectedId: number | undefined;
  /** The address of a folder's list, for the links (a middle click still opens the page). */
  hrefOf: (folderId: number) => string;
  /** Loads the folder's list; resolves true when it is in place. */
  onChoose: (folderId: number) => Promise<boolean>;
}

const TYPE_AHEAD_MS = 500;

/** Letters typed within half a second of each other search together. */
function useTypeAhead() {
  const buffer = useRef({ text: '', at: 0 });
  return (key: string): string => {
    if (key.length !== 1 || key === ' ') return '';
    const now = Date.now();
    const text = now - buffer.current.at < TYPE_AHEAD_MS ? buffer.current.text + key : key;
    buffer.current = { text, at: now };
    return text;
  };
}

/** The tree's state (open folders, focus, selection) and what the nodes call. */
function useTreeView({ root, initialDepth, selectedId, hrefOf, onChoose }: FolderTreeProps): TreeView {
  const [open, setOpen] = useState(() => initiallyOpen(root, initialDepth, selectedId));
  const [selected, setSelected] = useState(selectedId);
  const [focused, setFocused] = useState(selectedId ?? root.FolderId);
  const [busy, setBusy] = useState<number>();
  const items = useRef(new Map<number, HTMLElement>());
  const moved = useRef(false);
  const visible = useMemo(() => visibleNodes([root], open), [root, open]);
  const typed = useTypeAhead();
  useEffect(() => {
    if (moved.current) items.current.get(focused)?.focus();
  }, [focused]);
  const toggle = (id: number, to: boolean) =>
    setOpen((before) => {
      const next = new Set(before);
      if (to) next.add(id);
      else next.delete(id);
      return next;
    });
  const choose = async (id: number) => {
    setFocused(id);
    setBusy(id);
    if (await onChoose(id)) setSelected(id);
    setBusy(undefined);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const action = keyAction(event.key, visible, open, focused, typed(event.key));
    if (action.type === 'none') return;
    event.preventDefault();
    event.stopPropagation();
    moved.current = true;
    if (action.type === 'focus') setFocused(action.id);
    else if (action.type === 'open' || action.type === 'close') toggle(action.id, action.type === 'open');
    else void choose(action.id);
  };
  const register = (id: number, el: HTMLElement | null) => {
    if (el) items.current.set(id, el);
    else items.current.delete(id);
  };
  return { open, selected, focused, busy, hrefOf, register, onKeyDown, onFocus: setFocused, toggle, choose };
}

/** The folder tree: the WAI-ARIA tree view pattern over the hierarchy call's nodes. */
export function FolderTree(props: FolderTreeProps) {
  const t = useT();
  const view = useTreeView(props);
  return (
    // The links load into the update area: no page request at the mouse press.
    <div role="tree" aria-label={t('AssetsLibrary.Folders')} className="folder-tree__tree" data-no-prefetch>
      <TreeItem node={props.root} level={1} view={view} />
    </div>
  );
}
