/** Timing of the page animations (spec section 9), overridable by page settings. */
export interface AnimationTiming {
  /** Minimum milliseconds of the out-animation; default 10. */
  out: number;
  /** Minimum milliseconds of the in-animation; default 10. */
  in: number;
  /** An animation still running after this many milliseconds is not waited for; default 1000. */
  cap: number;
}

export const DEFAULT_TIMING: AnimationTiming = { out: 10, in: 10, cap: 1000 };

const CLASSES = { out: 'page-leaving', in: 'page-entering' } as const;

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Runs one page animation: puts `page-leaving` (out) or `page-entering` (in) on `<html>`, then waits
 * for the phase's delay and for the CSS transitions and animations this started inside the region,
 * never longer than the cap (an infinite animation or a transition that never ends cannot stall a
 * visit). `page-leaving` stays until the in-animation starts; `page-entering` is removed at its end.
 */
export async function animate(
  phase: 'out' | 'in',
  region: Element,
  timing: AnimationTiming,
  signal: AbortSignal,
): Promise<void> {
  const root = document.documentElement;
  const before = new Set(region.getAnimations?.({ subtree: true }) ?? []);
  if (phase === 'in') root.classList.remove(CLASSES.out);
  root.classList.add(CLASSES[phase]);
  void getComputedStyle(region).opacity;
  const started = (region.getAnimations?.({ subtree: true }) ?? []).filter((a) => !before.has(a));
  const finished = Promise.all(started.map((a) => a.finished.catch(() => undefined)));
  await Promise.all([
    wait(timing[phase], signal),
    Promise.race([finished, wait(Math.max(timing.cap, timing[phase]), signal)]),
  ]);
  if (phase === 'in') root.classList.remove(CLASSES.in);
}

/** Removes the animation classes (a visit that failed or was aborted). */
export function clearAnimation(): void {
  document.documentElement.classList.remove(CLASSES.out, CLASSES.in);
}
