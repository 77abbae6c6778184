import { loadEngine } from './load.ts';
import { startValidation, stopValidation } from './observer.ts';

const FORM = `<form action="/save"><input name="Name" data-val="true" data-val-required="Name is required">
  <span data-valmsg-for="Name"></span><input name="City" value="Namur">
  <button type="submit" name="Action" value="save">Save</button></form>`;

const form = () => document.querySelector('form')!;
const field = () => document.querySelector<HTMLInputElement>('[name="Name"]')!;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const message = () => document.querySelector('[data-valmsg-for="Name"]')!.textContent;

/** Dispatches a submit as a click on the submit button would, and tells whether the navigator saw it. */
function submit(): { event: SubmitEvent; seen: () => boolean } {
  let seen = false;
  const navigator = () => {
    seen = true;
  };
  document.addEventListener('submit', navigator);
  const event = new SubmitEvent('submit', {
    bubbles: true,
    cancelable: true,
    submitter: document.querySelector('button'),
  });
  form().dispatchEvent(event);
  document.removeEventListener('submit', navigator);
  return { event, seen: () => seen };
}

beforeEach(() => {
  document.head.innerHTML = '<script type="application/json" id="vitrine-settings">{"culture":"fr"}</script>';
  document.body.innerHTML = FORM;
});
afterEach(() => stopValidation());

describe('startValidation', () => {
  it('blocks submit of an invalid form and lets a valid one through', async () => {
    startValidation();
    await loadEngine();
    const invalid = submit();
    expect(invalid.event.defaultPrevented).toBe(true);
    expect(invalid.seen()).toBe(false);
    expect(message()).toBe('Name is required');
    expect(document.activeElement).toBe(field());
    field().value = 'Jane';
    const valid = submit();
    expect(valid.event.defaultPrevented).toBe(false);
    expect(valid.seen()).toBe(true);
  });

  it('revalidates a field as the customer corrects it', async () => {
    startValidation();
    await loadEngine();
    submit();
    field().value = 'Jane';
    field().dispatchEvent(new Event('input', { bubbles: true }));
    await loadEngine();
    expect(message()).toBe('');
  });

  it('marks non-empty fields filled at start (in a task of its own) and on input', async () => {
    startValidation();
    expect(document.querySelector('[name="City"]')!.classList.contains('filled')).toBe(false);
    await nextTask();
    expect(document.querySelector('[name="City"]')!.classList.contains('filled')).toBe(true);
    field().value = 'J';
    field().dispatchEvent(new Event('input', { bubbles: true }));
    expect(field().classList.contains('filled')).toBe(true);
  });

  it('turns native validation off on data-val forms', async () => {
    startValidation();
    await nextTask();
    expect(form().noValidate).toBe(true);
  });

  it('is safe to call twice', async () => {
    startValidation();
    startValidation();
    await loadEngine();
    const spy = vi.spyOn(field(), 'focus');
    submit();
    expect(spy).toHaveBeenCalledOnce();
  });

  it('stopValidation leaves no listener', async () => {
    startValidation();
    await loadEngine();
    stopValidation();
    stopValidation();
    const after = submit();
    expect(after.event.defaultPrevented).toBe(false);
    expect(after.seen()).toBe(true);
    expect(message()).toBe('');
  });
});
