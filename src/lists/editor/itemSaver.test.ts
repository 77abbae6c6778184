import type { Outcome } from '../../http/index.ts';
import { createItemSaver } from './itemSaver.ts';

function deferredServer() {
  const calls: { id: string; value: number; answer: (o: Outcome<unknown>) => void }[] = [];
  const send = (id: string, value: number) =>
    new Promise<Outcome<unknown>>((resolve) => calls.push({ id, value, answer: resolve }));
  return { calls, send };
}

const ok = { kind: 'ok', data: {}, url: '/x' } as const;
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createItemSaver', () => {
  it('sends one call per item at a time and ends with the newest value', async () => {
    const server = deferredServer();
    const saver = createItemSaver(server.send);
    const first = saver.save('a', 2);
    const second = saver.save('a', 3);
    const third = saver.save('a', 4);
    expect(server.calls.map((c) => c.value)).toEqual([2]);
    server.calls[0]?.answer(ok);
    await tick();
    expect(server.calls.map((c) => c.value)).toEqual([2, 4]);
    server.calls[1]?.answer(ok);
    expect(await first).toEqual({ kind: 'superseded' });
    expect(await second).toEqual({ kind: 'superseded' });
    expect(await third).toMatchObject({ kind: 'saved', value: 4 });
  });

  it('keeps items apart', async () => {
    const server = deferredServer();
    const saver = createItemSaver(server.send);
    void saver.save('a', 1);
    void saver.save('b', 1);
    expect(server.calls.map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('reports a failure of the newest value', async () => {
    const saver = createItemSaver(async () => ({ kind: 'failed', error: new Error('x') }) as never);
    expect(await saver.save('a', 5)).toMatchObject({ kind: 'failed', value: 5 });
  });

  it('drops an item being deleted: nothing queued is sent and its answer is ignored', async () => {
    const server = deferredServer();
    const saver = createItemSaver(server.send);
    const inFlight = saver.save('a', 2);
    void saver.save('a', 3);
    saver.drop('a');
    server.calls[0]?.answer(ok);
    expect(await inFlight).toEqual({ kind: 'superseded' });
    await tick();
    expect(server.calls).toHaveLength(1);
    expect(await saver.save('a', 9)).toEqual({ kind: 'dropped' });
  });

  it('saves again after a failed deletion is restored', async () => {
    const saver = createItemSaver(async () => ok);
    saver.drop('a');
    saver.restore('a');
    expect(await saver.save('a', 1)).toMatchObject({ kind: 'saved' });
  });
});
