import { on } from '../events/index.ts';
import { isLogoffUrl } from '../navigator/linkRules.ts';
import { settings } from '../settings/index.ts';

/** How long a kept value waits for the customer to come back from the login. */
const MAX_AGE_MS = 15 * 60 * 1000;

/** Every kept value's sessionStorage key starts so, to be found and swept. */
const PREFIX = 'vitrine-kept:';

interface Stored<T> {
  value?: T;
  at?: number;
  scope?: string;
  /** The page's customer when the value was kept (settings `customer`); '' when signed out. */
  customer?: string;
}

/** One value kept in sessionStorage across a login, for 15 minutes, taken once by its owner. */
export interface KeptInSession<T> {
  /** Keeps `value` (replacing any other), tagged with `scope` (e.g. the page it was made on). */
  keep(value: T, scope?: string): void;
  /**
   * Takes the kept value when `belongs(value, scope)` says it is the caller's: it is removed then,
   * and given back unless stale. Another owner's value stays; undefined when none or unreadable.
   */
  take(belongs: (value: T, scope: string) => boolean, now?: number): T | undefined;
}

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function read<T>(key: string): Stored<T> | undefined {
  try {
    return (JSON.parse(session()?.getItem(key) ?? 'null') as Stored<T> | null) ?? undefined;
  } catch {
    return undefined;
  }
}

function remove(key: string): void {
  try {
    session()?.removeItem(key);
  } catch {
    // Storage gone meanwhile: nothing left to remove.
  }
}

/**
 * True when a kept value may no longer be given back: older than 15 minutes, unreadable, or kept
 * for a signed-in customer other than the page's (another customer signed in, or a logoff).
 */
function outdated(stored: Stored<unknown> | undefined, now: number): boolean {
  if (typeof stored?.at !== 'number' || now - stored.at > MAX_AGE_MS) return true;
  return Boolean(stored.customer) && stored.customer !== settings().customer;
}

/**
 * Removes the kept values that may no longer be given back (`all`: every one, at a logoff), so
 * that what a customer typed does not wait in the tab for the next one. Run at every page start
 * and visit, and when a value's 15 minutes are over.
 */
export function sweepKept(all = false, now = Date.now()): void {
  const storage = session();
  const keys = Array.from({ length: storage?.length ?? 0 }, (_, i) => storage?.key(i) ?? '');
  for (const key of keys.filter((k) => k.startsWith(PREFIX))) {
    if (all || outdated(read(key), now)) remove(key);
  }
}

/**
 * A value kept in sessionStorage under `key`, for the page's customer: what a call that met a 401
 * needs to be sent again after the login. With storage off nothing is kept: the customer does it
 * again.
 */
export function keptInSession<T>(key: string): KeptInSession<T> {
  const storageKey = PREFIX + key;
  return {
    keep(value, scope = '') {
      const stored: Stored<T> = { value, at: Date.now(), scope, customer: settings().customer };
      try {
        session()?.setItem(storageKey, JSON.stringify(stored));
      } catch {
        // Storage off (private mode): nothing kept.
        return;
      }
      setTimeout(() => sweepKept(), MAX_AGE_MS + 1);
    },
    take(belongs, now = Date.now()) {
      const stored = read<T>(storageKey);
      if (stored?.value === undefined) return undefined;
      if (outdated(stored, now)) {
        remove(storageKey);
        return undefined;
      }
      if (!belongs(stored.value, stored.scope ?? '')) return undefined;
      remove(storageKey);
      return stored.value;
    },
  };
}

let stop: (() => void) | undefined;

/** True when a submit or click is on its way to a logoff address. */
function logsOff(event: Event): boolean {
  const target = event.target instanceof Element ? event.target : null;
  const form = event.type === 'submit' ? target?.closest('form') : null;
  const link = event.type === 'click' ? target?.closest('a[href]') : null;
  const address = form?.action ?? (link as HTMLAnchorElement | null)?.href;
  return typeof address === 'string' && isLogoffUrl(new URL(address, location.href));
}

/**
 * Keeps the values kept across a login (`keptInSession`) with their customer: sweeps the stale
 * and other customers' ones now and after every visit, and drops them all when the customer logs
 * off (a logoff form sent or link followed). Safe to call twice; returns its stop.
 */
export function watchKept(): () => void {
  if (stop) return stop;
  sweepKept();
  const onLogoff = (event: Event) => {
    if (!event.defaultPrevented && logsOff(event)) sweepKept(true);
  };
  const stopSwap = on('vitrine:page-swap', () => sweepKept());
  document.addEventListener('submit', onLogoff);
  document.addEventListener('click', onLogoff);
  stop = () => {
    stopSwap();
    document.removeEventListener('submit', onLogoff);
    document.removeEventListener('click', onLogoff);
    stop = undefined;
  };
  return stop;
}
