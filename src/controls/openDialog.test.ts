import { openDialog } from './openDialog.ts';

describe('openDialog', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('puts the given content in the body before the modal opens', () => {
    const bodyAtOpen: string[] = [];
    vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(function (this: HTMLDialogElement) {
      bodyAtOpen.push(this.querySelector('.vitrine-dialog__body')?.innerHTML ?? '');
      this.setAttribute('open', '');
    });
    const content = document.createElement('p');
    content.textContent = 'Basket Alba';
    const handle = openDialog({ title: 'Quick view', content });
    expect(bodyAtOpen).toEqual(['<p>Basket Alba</p>']);
    expect(handle.body.firstElementChild).toBe(content);
  });
});
