import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { useT } from './useT.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The strings arrive between the island's first render and its effect: the race seen in a browser
// when several islands mount while the string resources are loading.
let ready = false;
let readyChecks = 0;
vi.mock('../i18n/index.ts', () => ({
  stringsReady: () => {
    readyChecks += 1;
    if (readyChecks > 1) ready = true;
    return ready;
  },
  loadStrings: () => {
    ready = true;
    return Promise.resolve();
  },
  t: (key: string) => (ready ? 'Fermer' : key),
}));

function Label() {
  const t = useT();
  return <span>{t('Core.Close')}</span>;
}

describe('useT', () => {
  it('re-renders with the translation when the strings arrived between render and effect', async () => {
    document.body.innerHTML = '<div id="a"></div>';
    const root = createRoot(document.getElementById('a')!);
    await act(async () => root.render(<Label />));
    expect(document.getElementById('a')?.textContent).toBe('Fermer');
    act(() => root.unmount());
  });
});
