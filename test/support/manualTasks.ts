// Unit tests' hold on the tasks a turn (src/async/turns.ts) waits for, in happy-dom.

/**
 * Takes over `setTimeout(fn, 0)` (how a turn waits for a new task where the browser has no
 * `scheduler.yield`): `runTask()` runs the next such task; other timers never fire.
 */
export function manualTasks(): { runTask: () => Promise<void>; settle: () => Promise<void> } {
  const tasks: (() => void)[] = [];
  const settle = async () => {
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
  };
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) => {
    if (!ms) tasks.push(fn);
    return 0;
  }) as typeof setTimeout);
  return {
    settle,
    runTask: async () => {
      tasks.shift()?.();
      await settle();
    },
  };
}
