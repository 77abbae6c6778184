import { defineWidget } from '../loader/defineWidget.ts';
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
      <>
        {Array.from({ length: 20 }, (_, i) => `slow-${i}`).map((id) => (
          <Slow key={id} ms={4} />
        ))}
      </>,
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
});
