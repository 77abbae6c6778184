/**
 * Steps run one per task (a `setTimeout` each), in order, so that a map's set-up (its view, its
 * tiles, its markers slice by slice) never makes one long task. `clear` drops the steps not run.
 */
export interface TaskQueue {
  push(step: () => void): void;
  clear(): void;
}

export function taskQueue(): TaskQueue {
  const steps: (() => void)[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    steps.shift()?.();
    if (steps.length > 0 && timer === undefined) timer = setTimeout(run, 0);
  };
  return {
    push(step) {
      steps.push(step);
      timer ??= setTimeout(run, 0);
    },
    clear() {
      steps.length = 0;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
