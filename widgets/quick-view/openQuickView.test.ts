import { openQuickView } from './openQuickView.ts';

const FRAGMENT = `<div class="quick-view">
  <h1>Body bébé coton</h1>
  <form data-widget="add-to-cart"><label>Quantité <input name="Quantity" value="1"></label></form>
</div>`;

// The fragment as the server sends it; the strings as their keys (no call goes out).
vi.mock('../../src/http/request.ts', async (original) => ({
  ...(await original<typeof import('../../src/http/request.ts')>()),
  request: () => Promise.resolve({ kind: 'ok', data: FRAGMENT, url: '/widget/catalog/QuickView' }),
}));
vi.mock('../../src/i18n/index.ts', async (original) => ({
  ...(await original<typeof import('../../src/i18n/index.ts')>()),
  stringsReady: () => true,
  loadStrings: () => Promise.resolve(),
  t: (key: string) => key,
}));

const OPTIONS = { productId: 1001, url: '/widget/catalog/QuickView' };

function eyeButton(): HTMLElement {
  const trigger = document.createElement('a');
  trigger.href = '/fr/catalog/products/1001';
  document.body.append(trigger);
  return trigger;
}

/** Resolves as the modal opens (in the microtasks of its task), before its content comes. */
function modalOpened(): Promise<HTMLDialogElement> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const dialog = document.querySelector<HTMLDialogElement>('dialog.quick-view-modal');
      if (!dialog) return;
      observer.disconnect();
      resolve(dialog);
    });
    observer.observe(document.body, { childList: true });
  });
}

afterEach(() => {
  for (const dialog of document.querySelectorAll('dialog')) dialog.remove();
  document.body.replaceChildren();
});

describe('openQuickView', () => {
  it('shows the product under its name, with the focus on the quantity', async () => {
    await openQuickView(eyeButton(), OPTIONS, new AbortController().signal);
    const dialog = document.querySelector('dialog.quick-view-modal');
    expect(dialog?.querySelector('.vitrine-dialog__title')?.textContent).toBe('Body bébé coton');
    expect(dialog?.querySelector('.vitrine-dialog__body [name="Quantity"]')).not.toBeNull();
    expect(dialog?.querySelector('.vitrine-dialog__body h1')).toBeNull();
    expect(dialog?.querySelector('.vitrine-dialog__body')?.hasAttribute('aria-busy')).toBe(false);
    expect(document.activeElement?.getAttribute('name')).toBe('Quantity');
  });

  it('a modal closed before its content came stays closed, and nothing is put in it', async () => {
    const opened = modalOpened();
    const opening = openQuickView(eyeButton(), OPTIONS, new AbortController().signal);
    const dialog = await opened;
    expect(dialog.querySelector('.vitrine-dialog__body')?.getAttribute('aria-busy')).toBe('true');
    dialog.close();
    await opening;
    expect(dialog.open).toBe(false);
    expect(document.querySelector('[name="Quantity"]')).toBeNull();
  });

  it('a modal opened for an eye button gone meanwhile is still filled, never left empty', async () => {
    const controller = new AbortController();
    const opened = modalOpened();
    const opening = openQuickView(eyeButton(), OPTIONS, controller.signal);
    const dialog = await opened;
    controller.abort();
    await opening;
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('.vitrine-dialog__body [name="Quantity"]')).not.toBeNull();
  });
});
