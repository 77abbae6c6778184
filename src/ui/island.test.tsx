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
});
