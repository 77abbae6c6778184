import { createElement, type FunctionComponent } from 'react';
import { OTHER_TAB, onListChange, watchOtherTabs } from '../../lists/state/announceListChange.ts';
import type { Unmount } from '../../widget/defineWidget.ts';
import { renderIsland } from '../island.tsx';

/** What a list page's island asks of its controller. */
export interface ListPageController {
  /** Reads the list again from the server (another tab changed it). */
  refresh(): Promise<void>;
  /** Runs the operation kept across a login, if any. */
  replayPending(): Promise<void>;
  stop(): void;
}

/**
 * Renders a list page's view over its element and keeps it in step with the other tabs: a change
 * announced by another tab refreshes the list. The operation kept across a login is replayed.
 */
export function mountListPageIsland<C extends ListPageController>(
  el: HTMLElement,
  name: string,
  controller: C,
  view: FunctionComponent<{ controller: C }>,
): Unmount {
  const unmount = renderIsland(el, name, createElement(view, { controller }));
  const stopWatching = watchOtherTabs();
  const stopListening = onListChange(({ source }) => {
    if (source === OTHER_TAB) void controller.refresh();
  });
  void controller.replayPending();
  return () => {
    stopListening();
    stopWatching();
    controller.stop();
    unmount();
  };
}
