import { useState } from 'react';
import { defineWidget } from '../widget/defineWidget.ts';
import { renderIsland } from './island.tsx';

/** A component that takes `ms` of main-thread time to render, as a large island does on a slow phone. */
function Slow({ ms }: { ms: number }) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // busy: the render itself
  }
  return <span className="slow" />;
}

describe('renderIsland', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('renders a large island in slices, giving the browser turns before it commits', async () => {
    const el = document.createElement('div');
    el.innerHTML = '<p>server html</p>';
    document.body.append(el);
    let turnsBeforeCommit = 0;
    let done = false;
    const probe = () => {
      if (el.querySelector('.slow')) {
        done = true;
        return;
      }
      turnsBeforeCommit += 1;
      setTimeout(probe, 0);
    };
    const unmount = renderIsland(
      el,
      'slow',
      Array.from({ length: 20 }, (_, i) => `slow-${i}`).map((id) => <Slow key={id} ms={4} />),
    );
    setTimeout(probe, 0);
    await vi.waitFor(() => expect(done).toBe(true));
    // 80 ms of render in 5 ms slices: other tasks ran in between (a render in one task gives none).
    expect(turnsBeforeCommit).toBeGreaterThan(5);
    expect(el.querySelectorAll('.slow')).toHaveLength(20);
    unmount();
  });

  it('a widget counts as mounted only once its island is on screen, or has failed', async () => {
    const el = document.createElement('div');
    el.innerHTML = '<p>server html</p>';
    document.body.append(el);
    const widget = defineWidget({
      name: 'island-test',
      strategy: 'eager',
      options: {},
      mount: (host) => renderIsland(host, 'island-test', <p>island</p>),
    });
    const unmount = await widget.start(el, { name: 'island-test', signal: new AbortController().signal });
    expect(el.textContent).toBe('island');
    unmount?.();

    function Broken(): never {
      throw new Error('broken island');
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = defineWidget({
      name: 'island-broken',
      strategy: 'eager',
      options: {},
      mount: (host) => renderIsland(host, 'island-broken', <Broken />),
    });
    el.innerHTML = '<p>server html</p>';
    await failing.start(el, { name: 'island-broken', signal: new AbortController().signal });
    await vi.waitFor(() => expect(el.getAttribute('data-widget-failed')).toBe('island-broken'));
    expect(el.textContent).toBe('server html');
  });

  it('keeps the customer in the field they were on, caret and all, when the island replaces it', async () => {
    const el = document.createElement('div');
    el.innerHTML = '<label for="qty">Quantity</label><input id="qty" value="12">';
    document.body.append(el);
    const server = el.querySelector('input') as HTMLInputElement;
    server.focus();
    server.setSelectionRange(1, 1);
    const unmount = renderIsland(
      el,
      'island-focus',
      <>
        <button type="button">−</button>
        <input id="qty" defaultValue="12" />
      </>,
    );
    await vi.waitFor(() => expect(el.querySelector('button')).not.toBeNull());
    const island = el.querySelector('input') as HTMLInputElement;
    expect(island).not.toBe(server);
    expect(document.activeElement).toBe(island);
    expect([island.selectionStart, island.selectionEnd]).toEqual([1, 1]);
    unmount();
  });

  it('finds the field by its name when it has no id, and leaves focus alone when it was elsewhere', async () => {
    const el = document.createElement('form');
    el.innerHTML = '<input name="CouponCode">';
    const outside = document.createElement('input');
    document.body.append(el, outside);
    (el.querySelector('input') as HTMLInputElement).focus();
    const unmount = renderIsland(el, 'island-focus', <input name="CouponCode" className="island" />);
    await vi.waitFor(() => expect(el.querySelector('.island')).not.toBeNull());
    expect(document.activeElement).toBe(el.querySelector('.island'));
    unmount();

    el.innerHTML = '<input name="CouponCode">';
    outside.focus();
    const again = renderIsland(el, 'island-focus', <input name="CouponCode" className="island" />);
    await vi.waitFor(() => expect(el.querySelector('.island')).not.toBeNull());
    expect(document.activeElement).toBe(outside);
    again();
  });

  it('keeps a keyboard on the link it reached when the island renders the same link again', async () => {
    const el = document.createElement('div');
    el.innerHTML = '<a href="/p/1">Quartz</a> <a href="/p/2">Halo</a>';
    document.body.append(el);
    (el.querySelectorAll('a')[1] as HTMLAnchorElement).focus();
    const unmount = renderIsland(
      el,
      'island-focus',
      <p>
        <a href="/p/1">Quartz</a> <a href="/p/2">Halo</a>
      </p>,
    );
    await vi.waitFor(() => expect(el.querySelector('p')).not.toBeNull());
    expect(document.activeElement?.textContent).toBe('Halo');
    expect(el.contains(document.activeElement)).toBe(true);
    unmount();
  });

  it('hands the island what was typed in the server field meanwhile, as typing would', async () => {
    const el = document.createElement('form');
    el.innerHTML = '<input id="cart-qty-12" name="Quantity_12" value="2">';
    document.body.append(el);
    const server = el.querySelector('input') as HTMLInputElement;
    server.value = '3';
    const typed: string[] = [];
    function Line() {
      const [text, setText] = useState('2');
      return (
        <input
          id="cart-qty-12"
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            typed.push(event.currentTarget.value);
          }}
        />
      );
    }
    const unmount = renderIsland(el, 'island-typed', <Line />);
    await vi.waitFor(() => expect(el.querySelector('input')).not.toBe(server));
    await vi.waitFor(() => expect((el.querySelector('input') as HTMLInputElement).value).toBe('3'));
    expect(typed).toEqual(['3']);
    unmount();
  });
});
