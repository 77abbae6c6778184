/**
 * A press under way in an element: a pointer or a key held down on one of its controls, whose
 * click has not come yet. An island that replaced the server's controls in that moment would
 * take the press from under the customer: the button comes up on an element that was not the
 * one it went down on, and the browser makes no click of it. So an island's first commit waits
 * for the press to end (see src/react/PressGate.tsx). No React here.
 */

/**
 * Elements whose press outlasted the longest wait: a browser may keep `:active` on after a tap
 * (Chromium's touch until the next touch), and an island must not wait for it again and again.
 */
const outwaited = new WeakSet<Element>();

/** Whether a press is under way on `el` or inside it (the browser's `:active` chain). */
export function isPressed(el: Element): boolean {
  if (outwaited.has(el)) return false;
  try {
    return el.matches(':active');
  } catch {
    return false;
  }
}

// A press ends with one of these; its click (a tap's included) comes in the same input, before
// the task that looks again.
const ENDS = [
  'pointerup',
  'pointercancel',
  'mouseup',
  'touchend',
  'touchcancel',
  'keyup',
  'click',
  'dragend',
];
/** However long a press is held (or a browser keeps `:active` after it), the island comes then. */
const LONGEST_MS = 3000;

const waits = new WeakMap<Element, Promise<void>>();

/**
 * Resolves in the task after the press under way on `el` has ended (its click made), or at once
 * when none is. One promise per press, so a React component may wait on it through renders.
 */
export function pressEnd(el: Element): Promise<void> {
  if (!isPressed(el)) return Promise.resolve();
  let wait = waits.get(el);
  if (wait) return wait;
  wait = new Promise<void>((resolve) => {
    const done = (outlasted = false) => {
      clearTimeout(longest);
      if (outlasted) outwaited.add(el);
      for (const type of ENDS) document.removeEventListener(type, look, true);
      waits.delete(el);
      resolve();
    };
    const look = () =>
      setTimeout(() => {
        if (!isPressed(el)) done();
      }, 0);
    const longest = setTimeout(() => done(true), LONGEST_MS);
    for (const type of ENDS) document.addEventListener(type, look, true);
  });
  waits.set(el, wait);
  return wait;
}
