import { act } from 'react';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * renderIsland on a fresh module graph whose strings arrive when the test says: `arrive()` makes
 * the table hold "Plus" for Core.IncreaseQuantity and resolves the pending load.
 */
async function withLateStrings() {
  vi.resetModules();
  let ready = false;
  let resolve = () => {};
  const pending = new Promise<void>((r) => {
    resolve = r;
  });
  vi.doMock('../i18n/i18n.ts', async (original) => ({
    ...(await original<typeof import('../i18n/i18n.ts')>()),
    loadStrings: vi.fn(() => pending),
    stringsReady: () => ready,
    t: (key: string) => (ready && key === 'Core.IncreaseQuantity' ? 'Plus' : key),
  }));
  const { renderIsland } = await import('./island.tsx');
  const { useT } = await import('./useT.ts');
  vi.doUnmock('../i18n/i18n.ts');
  function Plus() {
    const t = useT();
    return (
      <button type="button" aria-label={t('Core.IncreaseQuantity')}>
        +
      </button>
    );
  }
  const arrive = async () => {
    ready = true;
    resolve();
    await act(async () => {
      await pending;
    });
  };
  return { renderIsland, Plus, arrive };
}

describe('an island and the page strings', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps the server controls until the strings come, so no control is ever named by its key', async () => {
    const { renderIsland, Plus, arrive } = await withLateStrings();
    document.body.innerHTML = '<div><button type="button" aria-label="Plus (serveur)">+</button></div>';
    const el = document.querySelector('div')!;
    const names: string[] = [];
    const record = () => {
      for (const b of el.querySelectorAll('button')) names.push(b.getAttribute('aria-label') ?? '');
    };
    const observer = new MutationObserver(record);
    observer.observe(el, { subtree: true, childList: true, attributes: true });
    let unmount = () => {};
    await act(async () => {
      unmount = renderIsland(el, 'plus', <Plus />);
    });
    expect(el.querySelector('button')?.getAttribute('aria-label')).toBe('Plus (serveur)');
    await arrive();
    await vi.waitFor(() => expect(el.querySelector('button')?.getAttribute('aria-label')).toBe('Plus'));
    await act(async () => {});
    record();
    observer.disconnect();
    expect(names).not.toContain('Core.IncreaseQuantity');
    unmount();
  });

  it('renders at once when its words are all the server\u2019s, without waiting for strings', async () => {
    const { renderIsland, arrive } = await withLateStrings();
    document.body.innerHTML = '<div><span>serveur</span></div>';
    const el = document.querySelector('div')!;
    await act(async () => {
      renderIsland(el, 'plain', <b>île</b>, { words: false });
    });
    await vi.waitFor(() => expect(el.textContent).toBe('île'));
    await arrive();
  });

  it('does not render once unmounted before the strings came', async () => {
    const { renderIsland, Plus, arrive } = await withLateStrings();
    document.body.innerHTML = '<div><span>serveur</span></div>';
    const el = document.querySelector('div')!;
    const unmount = renderIsland(el, 'plus', <Plus />);
    unmount();
    await arrive();
    expect(el.querySelector('button')).toBeNull();
  });
});
