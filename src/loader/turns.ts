/**
 * Resolves in a later task, so that the browser gets a turn first (input, rendering): through
 * `scheduler.yield()` where the browser has it (the rest of the work keeps its place ahead of
 * other queued tasks), else a new task.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

let queue: Promise<void> = Promise.resolve();

/**
 * Resolves in a task of its own, after the task of every earlier turn: pieces of start-up work
 * asked for at the same moment (widgets whose chunks arrived together, widgets waiting for the
 * strings) run one per task instead of in one long task that holds up input and rendering.
 */
export function takeTurn(): Promise<void> {
  queue = queue.then(nextTask);
  return queue;
}
