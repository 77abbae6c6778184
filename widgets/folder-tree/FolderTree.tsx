import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../src/index.ts';
import type { FolderNode } from './folderNode.ts';
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

/** The folder tree: the WAI-ARIA tree view pattern over the hierarchy call's nodes. */
export function FolderTree({ root, initialDepth, selectedId, hrefOf, onChoose }: FolderTreeProps) {
  const t = useT();
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

  const renderNode = (node: FolderNode, level: number) => {
    const id = node.FolderId;
    const hasChildren = node.Children.length > 0;
    const isOpen = open.has(id);
    return (
      <div
        key={id}
        role="treeitem"
        aria-level={level}
        aria-expanded={hasChildren ? isOpen : undefined}
        aria-selected={selected === id}
        aria-busy={busy === id || undefined}
        tabIndex={focused === id ? 0 : -1}
        ref={(el) => {
          if (el) items.current.set(id, el);
          else items.current.delete(id);
        }}
        onKeyDown={(event) => {
          if (event.target === event.currentTarget) onKeyDown(event);
        }}
        onFocus={(event) => {
          if (event.target === event.currentTarget) setFocused(id);
        }}
        className="folder-tree__item"
        data-folder-id={id}
      >
        <span className="folder-tree__row">
          {hasChildren ? (
            <button
              type="button"
              tabIndex={-1}
              aria-hidden="true"
              className="folder-tree__toggle"
              title={t(isOpen ? 'AssetsLibrary.CloseFolder' : 'AssetsLibrary.OpenFolder')}
              onClick={() => toggle(id, !isOpen)}
            >
              {isOpen ? '▾' : '▸'}
            </button>
          ) : (
            <span className="folder-tree__toggle" aria-hidden="true" />
          )}
          <a
            href={hrefOf(id)}
            tabIndex={-1}
            className="folder-tree__link"
            onClick={(event) => {
              if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
              event.preventDefault();
              void choose(id);
            }}
          >
            {node.Name}
          </a>
        </span>
        {hasChildren && isOpen ? (
          // biome-ignore lint/a11y/useSemanticElements: the tree pattern's group of child treeitems, not a form fieldset.
          <div role="group">{node.Children.map((child) => renderNode(child, level + 1))}</div>
        ) : null}
      </div>
    );
  };

  return (
    // The links load into the update area: no page request at the mouse press.
    <div role="tree" aria-label={t('AssetsLibrary.Folders')} className="folder-tree__tree" data-no-prefetch>
      {renderNode(root, 1)}
    </div>
  );
}
