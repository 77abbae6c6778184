import { afterFrame } from '../async/turns.ts';

/** Timing of the page animations, overridable by page settings. */
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
    const timer = setTimeout(resolve, Math.min(ms, 2_147_483_647));
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

function finite(animation: Animation): boolean {
  return animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY;
}

/**
 * Runs one page animation: puts `page-leaving` (out) or `page-entering` (in) on `<html>`, then waits
 * for the phase's delay and for the CSS transitions and animations this started inside the region,
 * never longer than the cap (an infinite animation or a transition that never ends cannot stall a
 * visit). `page-leaving` stays until the in-animation starts; `page-entering` is removed at its end.
 * The in-phase looks for animations only after the first frame of the new page was painted, so the
 * new content never waits for an extra style pass.
 */
export async function animate(
  phase: 'out' | 'in',
  region: Element,
  timing: AnimationTiming,
  signal: AbortSignal,
): Promise<void> {
  const root = document.documentElement;
  const delay = wait(timing[phase], signal);
  let started: Animation[];
  if (phase === 'out') {
    const before = new Set(region.getAnimations({ subtree: true }));
    root.classList.add(CLASSES.out);
    started = region.getAnimations({ subtree: true }).filter((a) => !before.has(a));
  } else {
    markEntering();
    await afterFrame();
    started = region.getAnimations({ subtree: true }).filter((a) => a.playState === 'running' && finite(a));
  }
  const finished = Promise.all(started.map((a) => a.finished.catch(() => undefined)));
  await Promise.all([delay, Promise.race([finished, wait(Math.max(timing.cap, timing[phase]), signal)])]);
  if (phase === 'in') root.classList.remove(CLASSES.in);
}
/**
 * Swaps `page-leaving` for `page-entering`. The visit calls it just before it replaces the content,
 * so the class change and the new content cost one style and layout pass, not two.
 */
export function markEntering(): void {
  document.documentElement.classList.remove(CLASSES.out);
  document.documentElement.classList.add(CLASSES.in);
}

/** Removes the animation classes (a visit that failed or was aborted). */
export function clearAnimation(): void {
  document.documentElement.classList.remove(CLASSES.out, CLASSES.in);
}
