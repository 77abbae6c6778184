/**
 * Resolves in a later task, so that the browser gets a turn first (input, rendering): through
 * `scheduler.yield()` where the browser has it (the rest of the work keeps its place ahead of
 * other queued tasks), else a new task.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves in a task after the browser's next frame, so that markup written before it is laid out
 * by the frame, not by a read that follows the writes (a forced layout). Waits while the page is
 * hidden (no frames): meant for work on what is about to be seen.
 */
export function afterFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Resolves once the browser has painted what the current task changed (a pressed button, a line
 * marked as saving), so that the work after it (a call, the next render) does not hold up the
 * frame that answers the customer's input. Unlike `afterFrame`, it never waits on a hidden page
 * (a field left by switching tabs still saves): there, or when no frame comes within 100 ms, it
 * resolves in a new task.
 */
export function afterPaint(): Promise<void> {
  if (typeof document === 'undefined' || document.visibilityState === 'hidden') return nextTask();
  return new Promise((resolve) => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      clearTimeout(fallback);
      resolve();
    };
    const fallback = setTimeout(go, 100);
    requestAnimationFrame(() => setTimeout(go, 0));
  });
}

let queue: Promise<void> = Promise.resolve();
let waiting = 0;
/** A piece of start-up work ran in this task already (cleared by a later task). */
let taskUsed = false;

function claimTask(): void {
  if (taskUsed) return;
  taskUsed = true;
  setTimeout(() => {
    taskUsed = false;
  }, 0);
}

/**
 * Resolves in a task of its own, after the task of every earlier turn: pieces of start-up work
 * asked for at the same moment (widgets whose chunks arrived together, widgets waiting for the
 * strings) run one per task instead of in one long task that holds up input and rendering.
 */
export function takeTurn(): Promise<void> {
  waiting += 1;
  queue = queue.then(nextTask).then(() => {
    waiting -= 1;
    claimTask();
  });
  return queue;
}

/**
 * At once when no other piece of start-up work ran in this task and none waits (a widget mounted
 * alone, e.g. in content just swapped in, is ready for the next click); else `takeTurn()`.
 */
export function mountTurn(): Promise<void> {
  if (taskUsed || waiting > 0) return takeTurn();
  claimTask();
  return Promise.resolve();
}
