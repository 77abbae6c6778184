import { createElement } from 'react';
import {
  BadAnswerError,
  defineWidget,
  option,
  renderIsland,
  reportFailure,
  request,
  settings,
} from '../../src/index.ts';
import { FolderTree } from './FolderTree.tsx';
import { folderListPath, readFolderNode } from './folderNode.ts';
import { loadFolder } from './loadFolder.ts';

const positiveInt = (n: number) => Number.isInteger(n) && n > 0;

export default defineWidget({
  name: 'folder-tree',
  strategy: 'visible',
  options: {
    /** The folder whose tree is asked for (`hierarchy?folderId=`); required. */
    folderId: option.number(0, positiveInt),
    /** The library's root folder, the second segment of the list address; default: folderId. */
    rootFolderId: option.number(0, positiveInt),
    /** The folder shown now (selected, its ancestors open); default none. */
    selectedFolderId: option.number(0, positiveInt),
    /** Nodes whose ItemLevel is at most this start open; default 1. */
    initialDepth: option.number(1, (n) => Number.isInteger(n) && n >= 0),
    /** Selector of the update area the folder's list goes into; default `#assets-list`. */
    update: option.string('#assets-list'),
  },
  async mount(el, options, { signal }) {
    if (!options.folderId) throw new Error('folder-tree needs data-folder-id');
    const rootFolderId = options.rootFolderId || options.folderId;
    // The server's links stay until the hierarchy is here (they are the no-JS tree).
    const outcome = await request('GET', 'api/v1/assetslibrary/folders/hierarchy', {
      signal,
      searchParams: { folderId: options.folderId },
    });
    if (outcome.kind === 'aborted') return undefined;
    if (outcome.kind === 'failed') {
      reportFailure(outcome.error);
      return undefined;
    }
    const root = readFolderNode(outcome.data);
    // No tree in the answer: the server's links stay (the no-JS tree), the error modal says so.
    if (!root) {
      reportFailure(new BadAnswerError(200, 'GET', outcome.url, 'the hierarchy answer has no FolderId'));
      return undefined;
    }
    const { appPath, culture } = settings();
    const onChoose = async (folderId: number) => {
      const target = document.querySelector<HTMLElement>(options.update);
      if (!target) {
        console.error(`[vitrine] folder-tree: no update area ${options.update}`, el);
        return false;
      }
      return loadFolder({ folderId, rootFolderId, target, signal });
    };
    return renderIsland(
      el,
      'folder-tree',
      createElement(FolderTree, {
        root,
        initialDepth: options.initialDepth,
        selectedId: options.selectedFolderId || undefined,
        hrefOf: (folderId: number) => folderListPath(appPath, culture, folderId, rootFolderId),
        onChoose,
      }),
    );
  },
});
