import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { liveRoots } from '../loader/liveRoots.ts';

/**
 * Renders a React tree that lives outside any widget element (a confirm dialog, the error modal).
 * @returns the function that unmounts it and removes its container.
 */
export function mountDetached(node: (unmount: () => void) => ReactNode): () => void {
  const container = document.createElement('div');
  container.className = 'vitrine-detached';
  document.body.append(container);
  const root = createRoot(container);
  liveRoots.add();
  let done = false;
  const unmount = () => {
    if (done) return;
    done = true;
    queueMicrotask(() => {
      root.unmount();
      liveRoots.remove();
      container.remove();
    });
  };
  root.render(node(unmount));
  return unmount;
}
