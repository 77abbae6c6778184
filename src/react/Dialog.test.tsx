import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { openDialog } from '../controls/openDialog.ts';
import { Dialog } from './Dialog.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The modals in the order they were opened (the last one is on top). */
let opened: HTMLDialogElement[] = [];

function mount(): Root {
  document.body.innerHTML = '<div id="island"></div>';
  return createRoot(document.getElementById('island')!);
}

/** Renders a dialog that opens in a later task (`openLater`). */
function renderOpenLater(root: Root): void {
  act(() => {
    root.render(
      <Dialog title="Pickup" openLater onClose={() => {}}>
        <p>points</p>
      </Dialog>,
    );
  });
}

describe('Dialog', () => {
  beforeEach(() => {
    opened = [];
    vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
      opened.push(this);
    });
  });

  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('opens with the first render, so a modal opened just after it stays on top', async () => {
    const root = mount();
    await act(async () => {
      root.render(
        <Dialog title="Crop" onClose={() => {}}>
          <p>crop</p>
        </Dialog>,
      );
    });
    openDialog({ title: 'Error' });
    expect(opened.map((d) => d.querySelector('h2')?.textContent)).toEqual(['Crop', 'Error']);
    act(() => root.unmount());
  });

  it('with openLater, opens in a later task, then shows its content', async () => {
    const root = mount();
    renderOpenLater(root);
    expect(opened).toEqual([]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(opened).toHaveLength(1);
    expect(opened[0]?.querySelector('.vitrine-dialog__body')?.textContent).toBe('points');
    act(() => root.unmount());
    expect(opened[0]?.isConnected).toBe(false);
  });

  it('with openLater, never opens when unmounted before its turn', async () => {
    const root = mount();
    renderOpenLater(root);
    act(() => root.unmount());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(opened).toEqual([]);
    expect(document.querySelector('dialog')).toBeNull();
  });
});
