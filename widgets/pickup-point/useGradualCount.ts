import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `items` to render now: `step` at first, then `step` more in each following task,
 * so that no single task builds a long list (200 points at 4x CPU slowdown would block the page
 * for seconds). Each slice is a transition, so React renders it in small chunks that give way to
 * the customer's input. A new `items` array starts again at `step`.
 */
export function useGradualCount<T>(items: readonly T[], step: number): number {
  const [shown, setShown] = useState({ items, count: Math.min(step, items.length) });
  const current = shown.items === items ? shown : { items, count: Math.min(step, items.length) };
  if (current !== shown) setShown(current);
  const { count } = current;
  useEffect(() => {
    if (count >= items.length) return;
    const timer = setTimeout(() => {
      startTransition(() => {
        setShown((now) =>
          now.items === items ? { items, count: Math.min(now.count + step, items.length) } : now,
        );
      });
    }, 0);
    return () => clearTimeout(timer);
  }, [items, count, step]);
  return count;
}
