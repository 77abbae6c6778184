/**
 * The first commits still to come of React islands, by host element. A widget counts as mounted
 * (`data-widget-mounted`) once the islands its mount rendered inside its element are on screen, not
 * while their first render (a transition, see src/react/island.tsx) runs and the server HTML shows.
 * No React here: every widget's chunk has the loader's side of it.
 */
const pending = new Map<Element, Promise<void>>();

/** Records that an island's first commit is to come in `host`; returns the function that settles it. */
export function expectCommit(host: Element): () => void {
  let settle = () => {};
  const done = new Promise<void>((resolve) => {
    settle = resolve;
  });
  pending.set(host, done);
  return () => {
    if (pending.get(host) === done) pending.delete(host);
    settle();
  };
}

/** Resolves once every island pending in `el` (itself or inside) has committed, failed or gone. */
export async function commitsWithin(el: Element): Promise<void> {
  const waits = [...pending].filter(([host]) => el === host || el.contains(host)).map(([, done]) => done);
  await Promise.all(waits);
}
