import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { dispatch } from '../events/index.ts';
import { liveRoots } from '../util/liveRoots.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';

/** The widget a detached tree belongs to. */
export interface DetachedOptions {
  /** The widget's name, reported in `vitrine:widget-error`. */
  widget: string;
  /** The widget element that opened it, reported in `vitrine:widget-error`. */
  element: Element;
  /** The mount's signal: the tree goes when the widget unmounts, and never renders once aborted. */
  signal: AbortSignal;
  /** Called after a render error removed the tree (the widget's own state, e.g. "open", resets). */
  onFailed?: (error: unknown) => void;
}

/**
 * Renders a React tree that lives outside the widget element in a container at the end of
 * `<body>`: a widget with no island of its own renders its React modal (a `<Dialog>`) here. If the tree throws while
 * rendering, it is removed with its container, `vitrine:widget-error` fires with the owner's name
 * and element, and the widget element is left as it is (its link can open the modal again).
 * @returns the function that unmounts it and removes its container (safe to call twice).
 */
export function mountDetached(owner: DetachedOptions, node: (unmount: () => void) => ReactNode): () => void {
  if (owner.signal.aborted) return () => undefined;
  const container = document.createElement('div');
  container.className = 'vitrine-detached';
  document.body.append(container);
  const root = createRoot(container);
  liveRoots.add();
  let done = false;
  // Not from inside React's own rendering or event handling: a microtask later.
  const unmount = () => {
    if (done) return;
    done = true;
    owner.signal.removeEventListener('abort', unmount);
    queueMicrotask(() => {
      root.unmount();
      liveRoots.remove();
      container.remove();
    });
  };
  const onError = (error: unknown) => {
    console.error(`[vitrine] widget "${owner.widget}" failed to render its modal`, error);
    unmount();
    queueMicrotask(() => {
      dispatch('vitrine:widget-error', { widget: owner.widget, element: owner.element, error });
      owner.onFailed?.(error);
    });
  };
  owner.signal.addEventListener('abort', unmount, { once: true });
  root.render(<ErrorBoundary onError={onError}>{node(unmount)}</ErrorBoundary>);
  return unmount;
}
