import { taskQueue } from './taskQueue.ts';

describe('a task queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs one step per task, in order, steps pushed by a step included', () => {
    const queue = taskQueue();
    const ran: string[] = [];
    queue.push(() => ran.push('view'));
    queue.push(() => {
      ran.push('tiles');
      queue.push(() => ran.push('markers'));
    });
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['view']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['view', 'tiles']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['view', 'tiles', 'markers']);
  });

  it('drops the steps not run yet when cleared', () => {
    const queue = taskQueue();
    const ran: string[] = [];
    queue.push(() => ran.push('old'));
    queue.clear();
    queue.push(() => ran.push('new'));
    vi.runAllTimers();
    expect(ran).toEqual(['new']);
  });
});
