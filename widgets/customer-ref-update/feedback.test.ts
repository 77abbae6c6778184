import { EXIT_DELAY_MS, showFeedback } from './feedback.ts';

describe('the customer reference update outcome', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '';
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  });
  afterEach(() => vi.useRealTimers());

  it('as a modal, stays 3000 ms and then leaves by itself', async () => {
    expect(EXIT_DELAY_MS).toBe(3000);
    showFeedback('Référence client mise à jour.', true, 'modal', EXIT_DELAY_MS);
    const dialog = () => document.querySelector('dialog.customer-ref-feedback');
    expect(dialog()?.textContent).toContain('Référence client mise à jour.');
    await vi.advanceTimersByTimeAsync(2999);
    expect(dialog()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(dialog()).toBeNull();
  });

  it('says a failure in an alert, and a success in a status', () => {
    showFeedback('Non', false, 'modal', EXIT_DELAY_MS);
    expect(document.querySelector('.customer-ref-feedback--error [role="alert"]')?.textContent).toBe('Non');
    showFeedback('Oui', true, 'modal', EXIT_DELAY_MS);
    expect(document.querySelector('.customer-ref-feedback--success [role="status"]')?.textContent).toBe(
      'Oui',
    );
  });

  it('as a growl, opens no modal', () => {
    showFeedback('Oui', true, 'growl', EXIT_DELAY_MS);
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.querySelector('.vitrine-growl__item--success')?.textContent).toContain('Oui');
  });
});
