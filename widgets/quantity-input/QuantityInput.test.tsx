import { act } from 'react';
import { loadStrings } from '../../src/i18n/i18n.ts';
import { parseOptions } from '../../src/widget/options.ts';
import widget from './index.ts';
import { KEYUP_DEBOUNCE_MS } from './QuantityInput.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function mount(attrs: string, value = '1') {
  document.body.innerHTML = `<form><div data-widget="quantity-input" ${attrs}><label for="q">Quantité</label><input id="q" type="number" name="Quantity" value="${value}"></div></form>`;
  const el = document.querySelector<HTMLElement>('[data-widget]')!;
  let unmount: (() => void) | undefined;
  await act(async () => {
    unmount = (await widget.mount(el, parseOptions('quantity-input', widget.options, el), {
      name: 'quantity-input',
      signal: new AbortController().signal,
    })) as () => void;
  });
  const input = () => document.querySelector<HTMLInputElement>('input[name="Quantity"]')!;
  return { el, input, unmount: () => act(() => unmount?.()) };
}

function type(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new KeyboardEvent('keyup', { key: text.slice(-1), bubbles: true }));
}

describe('quantity-input island', () => {
  it('keeps what was typed into the server field while the island rendered', async () => {
    document.body.innerHTML = `<form><div data-widget="quantity-input"><label for="q">Quantité</label><input id="q" type="number" name="Quantity" value="1"></div></form>`;
    const el = document.querySelector<HTMLElement>('[data-widget]')!;
    const server = el.querySelector('input')!;
    await act(async () => {
      await widget.mount(el, parseOptions('quantity-input', widget.options, el), {
        name: 'quantity-input',
        signal: new AbortController().signal,
      });
      // Typed after the mount read the field, before the island's (transition) render.
      server.value = '3';
    });
    const island = document.querySelector<HTMLInputElement>('input[name="Quantity"]')!;
    expect(island).not.toBe(server);
    expect(island.value).toBe('3');
  });

  beforeEach(async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response('{}', { headers: { 'content-type': 'application/json' } }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // The buttons' names are words of the table: the island renders once the strings are there.
    await loadStrings();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the minimum when data-max is below data-min, with a console error naming the widget, attribute and element', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { input, el } = await mount('data-min="5" data-max="2"', '1');
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/"quantity-input".*data-max.*data-min 5/), el);
    await act(async () => type(input(), '7'));
    await act(async () => vi.advanceTimersByTime(KEYUP_DEBOUNCE_MS));
    expect(input().value).toBe('7');
    await act(async () => type(input(), '3'));
    await act(async () => vi.advanceTimersByTime(KEYUP_DEBOUNCE_MS));
    expect(input().value).toBe('5');
  });

  it('empties a typed number too large to be finite instead of showing Infinity', async () => {
    const { input } = await mount('');
    await act(async () => type(input(), '9'.repeat(400)));
    await act(async () => vi.advanceTimersByTime(KEYUP_DEBOUNCE_MS));
    expect(input().value).toBe('');
  });

  it('keeps the label, the name and the value of the server field', async () => {
    const { input } = await mount('data-min="1"', '3');
    expect(input().value).toBe('3');
    expect(document.querySelector('label')?.textContent).toBe('Quantité');
    expect(document.querySelector('label')?.htmlFor).toBe(input().id);
  });

  it('normalises typing only after 600 ms without a keystroke', async () => {
    const { input } = await mount('data-min="2" data-step="2" data-max="10"');
    await act(async () => type(input(), '7'));
    await act(async () => vi.advanceTimersByTime(KEYUP_DEBOUNCE_MS - 50));
    expect(input().value).toBe('7');
    await act(async () => vi.advanceTimersByTime(100));
    expect(input().value).toBe('8');
  });

  it('never erases a key typed while the last wait ran out: the wait starts again with each key', async () => {
    const { input } = await mount('');
    await act(async () => type(input(), '1'));
    await act(async () => vi.advanceTimersByTime(KEYUP_DEBOUNCE_MS - 50));
    // The next key goes down (its character in the field) and is held past the 600 ms.
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    await act(async () => {
      input().dispatchEvent(new KeyboardEvent('keydown', { key: '2', bubbles: true }));
      setter?.call(input(), '12');
      input().dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => vi.advanceTimersByTime(100));
    expect(input().value).toBe('12');
    await act(async () => input().dispatchEvent(new KeyboardEvent('keyup', { key: '2', bubbles: true })));
    await act(async () => vi.advanceTimersByTime(KEYUP_DEBOUNCE_MS));
    expect(input().value).toBe('12');
  });

  it('announces the settled value with a change event', async () => {
    const { input, el } = await mount('');
    const changes: string[] = [];
    el.addEventListener('change', (e) => changes.push((e.target as HTMLInputElement).value));
    await act(async () => type(input(), '15'));
    await act(async () => vi.advanceTimersByTime(KEYUP_DEBOUNCE_MS));
    expect(changes).toEqual(['15']);
  });

  it('steps with the buttons and never below 0 when negatives are disabled', async () => {
    const { input } = await mount('data-buttons="true"', '1');
    const [minus] = document.querySelectorAll('button');
    await act(async () => minus?.click());
    await act(async () => minus?.click());
    expect(input().value).toBe('0');
  });

  it('turns a non-number into 0 in the +/- variant', async () => {
    const { input } = await mount('data-buttons="true"', '1');
    await act(async () => type(input(), 'abc'));
    await act(async () => vi.advanceTimersByTime(KEYUP_DEBOUNCE_MS));
    expect(input().value).toBe('0');
  });

  it('leaves no React root behind after unmount', async () => {
    const { liveRoots } = await import('../../src/util/liveRoots.ts');
    const before = liveRoots.count;
    const { unmount } = await mount('');
    expect(liveRoots.count).toBe(before + 1);
    unmount();
    expect(liveRoots.count).toBe(before);
  });
});
