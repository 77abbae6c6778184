import { isInView, VISIBLE_RATIO } from '../util/visibility.ts';
import { onFirstMove } from './onFirstMove.ts';
import type { LoadStrategy } from './strategy.ts';

type Fire = () => void;
type Cancel = () => void;

/**
 * Runs `work` in a task of its own, as soon as the tasks already queued have run: a message to
 * ourselves, not a timer (a page's fake or paused clock, or a background tab's throttling, would
 * hold a timer back). Returns the function that cancels it.
 */
export function inNextTask(work: () => void): Cancel {
  const channel = new MessageChannel();
  let cancelled = false;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) work();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}

/**
 * Calls `fire` once when the strategy's moment comes for `el`; returns a function that cancels.
 * One IntersectionObserver is shared by all "visible" widgets of a loader.
 */
export class Triggers {
  private observer: IntersectionObserver | undefined;
  private readonly waiting = new Map<Element, Set<Fire>>();

  when(strategy: LoadStrategy, el: Element, fire: Fire): Cancel {
    switch (strategy) {
      case 'eager':
        // Each in a task of its own: a chunk import is a few ms of main-thread work on a slow
        // phone, and a page's eager widgets together made one long task.
        return inNextTask(fire);
      case 'idle':
        return onIdle(fire);
      case 'visible':
        return this.onVisible(el, fire);
      case 'interaction':
        return onFirstMove(el, fire);
    }
  }

  /** Disconnects the shared observer; pending triggers never fire. */
  stop(): void {
    this.observer?.disconnect();
    this.observer = undefined;
    this.waiting.clear();
  }

  private onVisible(el: Element, fire: Fire): Cancel {
    if (typeof IntersectionObserver === 'undefined') return onIdle(fire);
    this.observer ??= new IntersectionObserver((entries) => this.seen(entries), {
      threshold: [0, VISIBLE_RATIO],
    });
    let fires = this.waiting.get(el);
    if (!fires) {
      fires = new Set();
      this.waiting.set(el, fires);
      this.observer.observe(el);
    }
    fires.add(fire);
    return () => this.forget(el, fire);
  }

  private seen(entries: IntersectionObserverEntry[]): void {
    for (const entry of entries) {
      if (!isInView(entry)) continue;
      const fires = this.waiting.get(entry.target);
      this.waiting.delete(entry.target);
      this.observer?.unobserve(entry.target);
      for (const fire of fires ?? []) fire();
    }
  }

  private forget(el: Element, fire: Fire): void {
    const fires = this.waiting.get(el);
    if (!fires) return;
    fires.delete(fire);
    if (fires.size === 0) {
      this.waiting.delete(el);
      this.observer?.unobserve(el);
    }
  }
}

/** Calls `fire` in the browser's next idle period (at most 2 s later); returns the function that cancels. */
export function onIdle(fire: Fire): Cancel {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fire, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fire, 1);
  return () => clearTimeout(id);
}
