import { openDialog } from '../controls/openDialog.ts';
import { closeOverlays } from './closeOverlays.ts';

/** A page as Bootstrap leaves it with a modal open: shown modal, backdrop, body lock. */
function bootstrapModalOpen(): void {
  document.body.innerHTML = `
    <main data-page-content><h1>Page</h1></main>
    <div class="modal fade show" id="m" role="dialog" aria-modal="true" style="display: block"></div>
    <div class="modal-backdrop fade show"></div>
    <div class="dropdown"><button data-bs-toggle="dropdown" aria-expanded="true" class="show">A</button>
      <ul class="dropdown-menu show"></ul></div>
    <div class="tooltip show" id="tip" role="tooltip"></div>`;
  document.body.className = 'page-inner modal-open';
  document.body.setAttribute('data-bs-padding-right', '4px');
  document.body.style.overflow = 'hidden';
  document.body.style.paddingRight = '19px';
}

describe('closeOverlays', () => {
  afterEach(() => {
    delete (window as { bootstrap?: unknown }).bootstrap;
    document.body.removeAttribute('style');
    document.body.className = '';
  });

  it('closes every open Vitrine dialog', () => {
    document.body.innerHTML = '<main><h1>Page</h1></main>';
    const onClose = vi.fn();
    openDialog({ title: 'Quick view', onClose });
    openDialog({ title: 'Added to the cart' });
    closeOverlays();
    expect(document.querySelectorAll('dialog')).toHaveLength(0);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('without window.bootstrap, hides Bootstrap overlays and gives the body back as Bootstrap found it', () => {
    bootstrapModalOpen();
    closeOverlays();
    const modal = document.getElementById('m') as HTMLElement;
    expect(modal.classList.contains('show')).toBe(false);
    expect(modal.style.display).toBe('none');
    expect(modal.getAttribute('aria-modal')).toBeNull();
    expect(document.querySelectorAll('.modal-backdrop, .tooltip')).toHaveLength(0);
    expect(document.querySelector('.dropdown-menu.show')).toBeNull();
    expect(document.querySelector('[data-bs-toggle]')?.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.classList.contains('modal-open')).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(document.body.style.paddingRight).toBe('4px');
    expect(document.body.hasAttribute('data-bs-padding-right')).toBe(false);
  });

  it('leaves the body alone when nothing of Bootstrap is open', () => {
    document.body.innerHTML = '<main><h1>Page</h1></main>';
    document.body.style.overflow = 'auto';
    closeOverlays();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('with window.bootstrap, hides the modal and the dropdown through Bootstrap', () => {
    bootstrapModalOpen();
    const hidden: string[] = [];
    const component = (name: string) => ({
      getInstance: () => ({ hide: () => hidden.push(name) }),
      getOrCreateInstance: () => ({ hide: () => hidden.push(name) }),
    });
    (window as { bootstrap?: unknown }).bootstrap = {
      Modal: component('modal'),
      Dropdown: component('dropdown'),
      Tooltip: component('tooltip'),
    };
    closeOverlays();
    expect(hidden).toEqual(['modal', 'dropdown']);
    // Bootstrap undoes its own lock when its modal is hidden; the tooltip without a trigger is removed.
    expect(document.querySelectorAll('.tooltip')).toHaveLength(0);
  });
});
