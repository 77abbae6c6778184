import { type ReactNode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { dispatch } from '../events/index.ts';
import type { Unmount } from '../loader/defineWidget.ts';
import { liveRoots } from '../loader/liveRoots.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';

/**
 * Renders a React island into a widget element, replacing its server HTML. If the island throws
 * while rendering, the server HTML is put back, `vitrine:widget-error` fires, and no other island
 * is affected. The first render is a transition: React renders it in slices that yield to the
 * browser (a default render is one task however large the island), and the server HTML stays in
 * place, usable, until the island commits.
 * @returns the unmount to give back from a widget's mount().
 */
export function renderIsland(el: HTMLElement, widget: string, node: ReactNode): Unmount {
  const serverNodes = [...el.childNodes];
  const root = createRoot(el);
  liveRoots.add();
  let mounted = true;
  const unmount = () => {
    if (!mounted) return;
    mounted = false;
    root.unmount();
    liveRoots.remove();
  };
  const onError = (error: unknown) => {
    console.error(`[vitrine] widget "${widget}" failed to render; its server HTML stays in place`, error);
    queueMicrotask(() => {
      unmount();
      el.replaceChildren(...serverNodes);
      el.setAttribute('data-widget-failed', widget);
      dispatch('vitrine:widget-error', { widget, element: el, error });
    });
  };
  startTransition(() => root.render(<ErrorBoundary onError={onError}>{node}</ErrorBoundary>));
  return unmount;
}
