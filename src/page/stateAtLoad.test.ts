import { afterEach, describe, expect, it, vi } from 'vitest';

/** historyState.ts as a document loaded with `state` sees it: stateAtLoad.ts is read at evaluation. */
async function loadedWith(state: unknown) {
  history.replaceState(state, '');
  vi.resetModules();
  return import('../arrival/historyState.ts');
}

describe('keepStateAtLoad', () => {
  afterEach(() => history.replaceState(null, ''));

  it('puts the entry’s key and saved scroll back when a site script replaced the state', async () => {
    const { keepStateAtLoad, readVitrineState } = await loadedWith({
      vitrine: { key: 'k1', scroll: { x: 0, y: 900 } },
    });
    // Sphinx's search highlighter, at DOMContentLoaded on every page.
    history.replaceState({ site: true }, '');
    keepStateAtLoad();
    expect(history.state).toEqual({ site: true, vitrine: { key: 'k1', scroll: { x: 0, y: 900 } } });
    expect(readVitrineState()?.scroll?.y).toBe(900);
  });

  it('leaves the state alone when the navigator’s part is still there, or never was', async () => {
    const { keepStateAtLoad } = await loadedWith({ vitrine: { key: 'k1' } });
    history.replaceState({ vitrine: { key: 'k2' } }, '');
    keepStateAtLoad();
    expect(history.state).toEqual({ vitrine: { key: 'k2' } });
    const fresh = await loadedWith(null);
    history.replaceState({ site: true }, '');
    fresh.keepStateAtLoad();
    expect(history.state).toEqual({ site: true });
  });
});
