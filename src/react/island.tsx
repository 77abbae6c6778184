import { type ReactNode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { dispatch } from '../events/index.ts';
import { loadStrings, stringsReady } from '../i18n/index.ts';
import { expectCommit } from '../util/commits.ts';
import { liveRoots } from '../util/liveRoots.ts';
import type { Unmount } from '../widget/defineWidget.ts';
import { adoptFormState } from './adoptFormState.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { PressGate } from './PressGate.tsx';

export interface IslandOptions {
  /**
   * Whether the island shows words of the string table (default true): its first render then waits
   * for them. An island whose every word comes from the server's markup says false, and neither
   * asks for the strings nor waits.
   */
  readonly words?: boolean;
}

/** Calls `done` once its children are committed (on screen). */
function OnCommit({ done, children }: { done: () => void; children: ReactNode }): ReactNode {
  useLayoutEffect(done, [done]);
  return children;
}

/**
 * Renders a React island into a widget element, replacing its server HTML. If the island throws
 * while rendering, the server HTML is put back, `vitrine:widget-error` fires, and no other island
 * is affected. The first render is a transition: React renders it in slices that yield to the
 * browser (a default render is one task however large the island), and the server HTML stays in
 * place, usable, until the island commits; the loader marks the widget mounted only then
 * (`src/util/commits.ts`). What the customer did in the server HTML meanwhile (typed, ticked,
 * selected, the field they are in) is taken over by the island by name and value (`adoptFormState.ts`);
 * a press under way on the server's controls is let end first (`PressGate.tsx`). An island that
 * shows words of the string table (`words`, the default) renders first once the page's strings are
 * there (at most their wait, `loadStrings`): rendered before them, it would name its controls by
 * their keys (a − button read as "Core.DecreaseQuantity") until they came, while the server's
 * controls, named by the server, stay in place meanwhile.
 * @returns the unmount to give back from a widget's mount().
 */
export function renderIsland(
  el: HTMLElement,
  widget: string,
  node: ReactNode,
  { words = true }: IslandOptions = {},
): Unmount {
  const serverNodes = [...el.childNodes];
  const root = createRoot(el);
  liveRoots.add();
  const settle = expectCommit(el);
  const handedOver = adoptFormState(el, serverNodes);
  const committed = () => {
    handedOver();
    settle();
  };
  let mounted = true;
  const unmount = () => {
    if (!mounted) return;
    mounted = false;
    committed();
    root.unmount();
    liveRoots.remove();
  };
  const onError = (error: unknown) => {
    console.error(`[vitrine] widget "${widget}" failed to render; its server HTML stays in place`, error);
    queueMicrotask(() => {
      committed();
      unmount();
      el.replaceChildren(...serverNodes);
      el.setAttribute('data-widget-failed', widget);
      dispatch('vitrine:widget-error', { widget, element: el, error });
    });
  };
  const render = () => {
    if (!mounted) return;
    startTransition(() =>
      root.render(
        <PressGate host={el}>
          <ErrorBoundary onError={onError}>
            <OnCommit done={committed}>{node}</OnCommit>
          </ErrorBoundary>
        </PressGate>,
      ),
    );
  };
  if (!words || stringsReady()) render();
  else void loadStrings().then(render);
  return unmount;
}
