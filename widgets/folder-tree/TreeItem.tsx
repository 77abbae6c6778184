import type { KeyboardEvent } from 'react';
import { useT } from '../../src/index.ts';
import type { FolderNode } from './folderNode.ts';

/** What every node of the tree needs from the tree's state. */
export interface TreeView {
  open: ReadonlySet<number>;
  selected: number | undefined;
  focused: number;
  busy: number | undefined;
  hrefOf(folderId: number): string;
  register(folderId: number, el: HTMLElement | null): void;
  onKeyDown(event: KeyboardEvent): void;
  onFocus(folderId: number): void;
  toggle(folderId: number, open: boolean): void;
  choose(folderId: number): void;
}

function Toggle({ node, view }: { node: FolderNode; view: TreeView }) {
  const t = useT();
  if (node.Children.length === 0) return <span className="folder-tree__toggle" aria-hidden="true" />;
  const isOpen = view.open.has(node.FolderId);
  // Out of the tab order and hidden from readers: Right/Left and aria-expanded do the same.
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      className="folder-tree__toggle"
      title={t(isOpen ? 'AssetsLibrary.CloseFolder' : 'AssetsLibrary.OpenFolder')}
      onClick={() => view.toggle(node.FolderId, !isOpen)}
    >
      {isOpen ? '▾' : '▸'}
    </button>
  );
}

/** One folder: a treeitem with its toggle, its link and, when open, its group of children. */
export function TreeItem({ node, level, view }: { node: FolderNode; level: number; view: TreeView }) {
  const id = node.FolderId;
  const hasChildren = node.Children.length > 0;
  const isOpen = view.open.has(id);
  return (
    <div
      role="treeitem"
      aria-level={level}
      aria-expanded={hasChildren ? isOpen : undefined}
      aria-selected={view.selected === id}
      aria-busy={view.busy === id || undefined}
      tabIndex={view.focused === id ? 0 : -1}
      ref={(el) => view.register(id, el)}
      onKeyDown={(event) => {
        if (event.target === event.currentTarget) view.onKeyDown(event);
      }}
      onFocus={(event) => {
        if (event.target === event.currentTarget) view.onFocus(id);
      }}
      className="folder-tree__item"
      data-folder-id={id}
    >
      <span className="folder-tree__row">
        <Toggle node={node} view={view} />
        <a
          href={view.hrefOf(id)}
          tabIndex={-1}
          className="folder-tree__link"
          onClick={(event) => {
            if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
            event.preventDefault();
            view.choose(id);
          }}
        >
          {node.Name}
        </a>
      </span>
      {hasChildren && isOpen ? (
        // biome-ignore lint/a11y/useSemanticElements: the tree pattern's group of child treeitems, not a form fieldset.
        <div role="group">
          {node.Children.map((child) => (
            <TreeItem key={child.FolderId} node={child} level={level + 1} view={view} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
