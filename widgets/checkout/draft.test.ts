import { handleFailures } from '../../src/http/errorPolicy.ts';
import { keepDraft, reloadKeepingForm, restoreDraft } from './draft.ts';

function checkoutForm(): HTMLFormElement {
  document.body.innerHTML = `
    <form method="post" action="/fr/checkout">
      <input name="BillingVAT" value="">
      <input type="checkbox" name="AcceptTerms" value="true">
    </form>`;
  return document.querySelector('form') as HTMLFormElement;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The draft save answers after 20 ms (204: saved, as the CMS answers; 200: a body in its place; else
 * an error), or fails when the call is aborted first.
 */
function draftSave(status: number) {
  const answer = () =>
    status === 204
      ? new Response(null, { status })
      : json(status, status === 200 ? { Probe: 'wrong shape' } : { Message: 'down' });
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    (input, init) =>
      new Promise((resolve, reject) => {
        const signal = input instanceof Request ? input.signal : init?.signal;
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        setTimeout(() => resolve(answer()), 20);
      }),
  );
}

describe('reloading the checkout with what was typed', () => {
  let reload: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    document.head.innerHTML =
      '<script type="application/json" id="vitrine-settings">{"culture":"fr","appPath":"/"}</script>';
    sessionStorage.clear();
    // The checkout's own address: a draft is kept for the form's page.
    history.replaceState(null, '', '/fr/checkout');
    reload = vi.fn<() => void>();
    // The page is refreshed through the navigator (window.vitrine.navigate), in place.
    (window as unknown as { vitrine: unknown }).vitrine = { navigate: reload };
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it.each([
    [500, 'the server did not save the draft'],
    [200, 'the save is answered with a body where none comes (a save in doubt)'],
  ])(
    'keeps what was typed in this tab and says so when %i: %s, and the reloaded page gets it back',
    async (status) => {
      const told: string[] = [];
      handleFailures((action) => told.push(action));
      draftSave(status);
      const form = checkoutForm();
      form.querySelector<HTMLInputElement>('[name="BillingVAT"]')!.value = 'BE0123456789';
      form.querySelector<HTMLInputElement>('[name="AcceptTerms"]')!.checked = true;
      await reloadKeepingForm(form, new AbortController().signal);
      expect(reload).toHaveBeenCalledTimes(1);
      // Said to the customer once the page is back.
      expect(told).toEqual(['error-modal']);
      const reloaded = checkoutForm();
      expect(restoreDraft(reloaded)).toBe(true);
      expect(reloaded.querySelector<HTMLInputElement>('[name="BillingVAT"]')!.value).toBe('BE0123456789');
      expect(reloaded.querySelector<HTMLInputElement>('[name="AcceptTerms"]')!.checked).toBe(true);
    },
  );

  it('refreshes the page without a word when the server saved the draft (no content)', async () => {
    const told: string[] = [];
    handleFailures((action) => told.push(action));
    draftSave(204);
    await reloadKeepingForm(checkoutForm(), new AbortController().signal);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(told).toEqual([]);
    expect(restoreDraft(checkoutForm())).toBe(false);
  });

  it('does not reload a checkout the customer left while its draft was being saved', async () => {
    draftSave(204);
    const left = new AbortController();
    const saving = reloadKeepingForm(checkoutForm(), left.signal);
    left.abort();
    await saving;
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(reload).not.toHaveBeenCalled();
  });

  it('gives a kept draft back to the same checkout attempt only, not to the next order', () => {
    const attempt = (key: string) => {
      const form = checkoutForm();
      form.insertAdjacentHTML('afterbegin', `<input type="hidden" name="IdempotencyKey" value="${key}">`);
      return form;
    };
    const typed = attempt('first');
    typed.querySelector<HTMLInputElement>('[name="AcceptTerms"]')!.checked = true;
    keepDraft(typed);
    const next = attempt('second');
    expect(restoreDraft(next)).toBe(false);
    expect(next.querySelector<HTMLInputElement>('[name="AcceptTerms"]')!.checked).toBe(false);
    keepDraft(typed);
    const same = attempt('first');
    expect(restoreDraft(same)).toBe(true);
    expect(same.querySelector<HTMLInputElement>('[name="AcceptTerms"]')!.checked).toBe(true);
  });
});
