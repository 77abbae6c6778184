/**
 * The first submit before the engine chunk has loaded: cancelled synchronously, validated once the
 * engine is in, and submitted again (with its submitter) when valid. Fresh modules per test so
 * the engine is really not loaded yet.
 */
type Observer = typeof import('./observer.ts');
type Load = typeof import('./load.ts');

let observer: Observer;
let load: Load;

beforeEach(async () => {
  vi.resetModules();
  observer = await import('./observer.ts');
  load = await import('./load.ts');
  document.head.innerHTML = '<script type="application/json" id="vitrine-settings">{"culture":"fr"}</script>';
  document.body.innerHTML = `<form action="/save"><input name="Name" data-val="true" data-val-required="Required">
    <span data-valmsg-for="Name"></span><button type="submit" name="Action" value="pay">Pay</button></form>`;
});
afterEach(() => observer.stopValidation());

const form = () => document.querySelector('form')!;
const button = () => document.querySelector('button')!;

function submit(): SubmitEvent {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button() });
  form().dispatchEvent(event);
  return event;
}

describe('a submit before the engine is loaded', () => {
  it('is cancelled at once and re-submitted with its submitter when valid', async () => {
    observer.startValidation();
    expect(load.loadedEngine()).toBeUndefined();
    document.querySelector<HTMLInputElement>('[name="Name"]')!.value = 'Jane';
    const seen: (HTMLElement | null)[] = [];
    const navigator = (event: SubmitEvent) => {
      seen.push(event.submitter);
      event.preventDefault(); // stands in for the navigator's ajax submit
    };
    document.addEventListener('submit', navigator);
    const requestSubmit = vi.spyOn(form(), 'requestSubmit');
    expect(submit().defaultPrevented).toBe(true);
    expect(seen).toHaveLength(0);
    await load.loadEngine();
    await Promise.resolve();
    expect(requestSubmit).toHaveBeenCalledWith(button());
    expect(seen).toEqual([button()]);
    document.removeEventListener('submit', navigator);
  });

  it('stays cancelled and shows the messages when invalid', async () => {
    observer.startValidation();
    const requestSubmit = vi.spyOn(form(), 'requestSubmit');
    expect(submit().defaultPrevented).toBe(true);
    await load.loadEngine();
    await Promise.resolve();
    expect(requestSubmit).not.toHaveBeenCalled();
    expect(document.querySelector('[data-valmsg-for="Name"]')!.textContent).toBe('Required');
  });
});
