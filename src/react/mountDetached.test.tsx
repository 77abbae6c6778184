import { act } from 'react';
import { liveRoots } from '../util/liveRoots.ts';
import { mountDetached } from './mountDetached.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Broken(): never {
  throw new Error('broken modal');
}

describe('mountDetached', () => {
  let widget: HTMLElement;
  let controller: AbortController;
  beforeEach(() => {
    document.body.innerHTML = '<a href="/search" class="opener">Choisir</a>';
    widget = document.querySelector<HTMLElement>('.opener')!;
    controller = new AbortController();
  });
  afterEach(() => {
    controller.abort();
    document.body.innerHTML = '';
  });

  it('renders the modal outside the widget element and removes it when closed', async () => {
    const before = liveRoots.count;
    let close = () => {};
    await act(async () => {
      close = mountDetached({ widget: 'test-modal', element: widget, signal: controller.signal }, () => (
        <p className="modal">modal</p>
      ));
    });
    expect(document.querySelector('.vitrine-detached .modal')?.textContent).toBe('modal');
    expect(widget.querySelector('.modal')).toBeNull();
    await act(async () => close());
    expect(document.querySelector('.vitrine-detached')).toBeNull();
    expect(liveRoots.count).toBe(before);
  });

  it('a modal that throws is removed, reports vitrine:widget-error with its widget and leaves the widget as it was', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = liveRoots.count;
    const errors: CustomEvent[] = [];
    const listener = (event: Event) => errors.push(event as CustomEvent);
    document.addEventListener('vitrine:widget-error', listener);
    const failed = vi.fn();
    await act(async () => {
      mountDetached(
        { widget: 'test-modal', element: widget, signal: controller.signal, onFailed: failed },
        () => <Broken />,
      );
    });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    document.removeEventListener('vitrine:widget-error', listener);
    expect(errors[0]?.detail).toMatchObject({ widget: 'test-modal', element: widget });
    expect(errors[0]?.detail.error).toEqual(new Error('broken modal'));
    expect(failed).toHaveBeenCalledOnce();
    expect(document.querySelector('.vitrine-detached')).toBeNull();
    expect(liveRoots.count).toBe(before);
    expect(widget.outerHTML).toBe('<a href="/search" class="opener">Choisir</a>');
  });

  it('closes the modal when its widget unmounts, and opens none for a widget already gone', async () => {
    const before = liveRoots.count;
    await act(async () => {
      mountDetached({ widget: 'test-modal', element: widget, signal: controller.signal }, () => <p>modal</p>);
    });
    expect(document.querySelector('.vitrine-detached')).not.toBeNull();
    await act(async () => controller.abort());
    expect(document.querySelector('.vitrine-detached')).toBeNull();
    await act(async () => {
      mountDetached({ widget: 'test-modal', element: widget, signal: controller.signal }, () => <p>late</p>);
    });
    expect(document.querySelector('.vitrine-detached')).toBeNull();
    expect(liveRoots.count).toBe(before);
  });
});
