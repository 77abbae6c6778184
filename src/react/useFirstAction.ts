import { useEffect, useRef } from 'react';
import type { FirstAction } from '../wake/takeFirstPress.ts';

/**
 * Runs an island's first action (`context.firstAction`: the press the customer made before the
 * island was there) once, after the island's first commit, when it took over the form's state:
 * `run` does what the press says (remove that line, apply that coupon) when it is one of the
 * component's own presses, and ignores it otherwise: each component passes the presses it owns.
 */
export function useFirstAction(action: FirstAction | undefined, run: (action: FirstAction) => void): void {
  const done = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit.
  useEffect(() => {
    if (!action || done.current) return;
    done.current = true;
    run(action);
  }, []);
}
