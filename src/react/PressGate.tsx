import { type ReactNode, use, useSyncExternalStore } from 'react';
import { isPressed, pressEnd } from './pressEnd.ts';

const unsubscribed = () => () => {};

/**
 * Holds an island's first commit while the customer is pressing one of the server's controls in
 * `host` (src/react/pressEnd.ts): the render suspends until the press has ended, so its click lands
 * on the server's control it went down on (a box ticks, a named button is taken as the first
 * action) and the island starts from it. A press that begins while the render runs is seen too:
 * React reads the store again before it commits and renders again when it changed.
 */
export function PressGate({ host, children }: { host: Element; children: ReactNode }): ReactNode {
  const pressed = useSyncExternalStore(unsubscribed, () => isPressed(host));
  if (pressed) use(pressEnd(host));
  return children;
}
