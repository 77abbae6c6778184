import { on } from '../events/index.ts';
import { isLogoffUrl } from '../navigator/linkRules.ts';
import { SIGNED_IN } from '../navigator/signedIn.ts';
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
  /**
   * Kept while signed out, and a customer has signed in through the login modal it waited for:
   * the next page's customer is theirs to take.
   */
  signedIn?: boolean;
}

/** What becomes of a kept value on the page of now. */
type Fate = 'keep' | 'claim' | 'drop';

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
 * Whose a kept value is on this page. Dropped: older than 15 minutes or unreadable; kept for a
 * customer other than the page's (another signed in, or a logoff); kept while signed out when a
 * customer is signed in now who did not sign in through the login modal it waited for (another
 * customer at the same screen). Claimed: kept while signed out, and the page's customer signed in
 * through that modal: it is theirs from now on.
 */
function fateOf(stored: Stored<unknown> | undefined, now: number): Fate {
  if (typeof stored?.at !== 'number' || now - stored.at > MAX_AGE_MS) return 'drop';
  const customer = settings().customer;
  const owner = stored.customer ?? '';
  if (owner !== '') return owner === customer ? 'keep' : 'drop';
  if (customer === '') return 'keep';
  return stored.signedIn ? 'claim' : 'drop';
}

function write(key: string, stored: Stored<unknown>): void {
  try {
    session()?.setItem(key, JSON.stringify(stored));
  } catch {
    // Storage full or gone: the value is not kept.
  }
}

/** Applies a value's fate: dropped ones are removed, claimed ones become the page customer's. */
function settle(key: string, now: number): Fate {
  const stored = read(key);
  const fate = fateOf(stored, now);
  if (fate === 'drop') remove(key);
  if (fate === 'claim' && stored) write(key, { ...stored, customer: settings().customer, signedIn: false });
  return fate;
}

function keptKeys(): string[] {
  const storage = session();
  const keys = Array.from({ length: storage?.length ?? 0 }, (_, i) => storage?.key(i) ?? '');
  return keys.filter((k) => k.startsWith(PREFIX));
}

/**
 * Removes the kept values that may no longer be given back (`all`: every one, at a logoff), so
 * that what a customer typed does not wait in the tab for the next one, and gives those kept while
 * signed out to the customer who signed in through their login. Run at every page start and
 * visit, and when a value's 15 minutes are over.
 */
export function sweepKept(all = false, now = Date.now()): void {
  for (const key of keptKeys()) {
    if (all) remove(key);
    else settle(key, now);
  }
}

/**
 * The login modal closed. The values kept while signed out waited for it: after a sign-in through
 * it they go to the customer of the next page; closed without one (the customer gave up, or went
 * elsewhere) they are dropped, so that nobody who signs in later gets them.
 */
function loginModalClosed(signedIn: boolean): void {
  for (const key of keptKeys()) {
    const stored = read(key);
    if (!stored || stored.customer) continue;
    if (signedIn) write(key, { ...stored, signedIn: true });
    else remove(key);
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
      write(storageKey, stored);
      setTimeout(() => sweepKept(), MAX_AGE_MS + 1);
    },
    take(belongs, now = Date.now()) {
      if (read<T>(storageKey)?.value === undefined) return undefined;
      if (settle(storageKey, now) === 'drop') return undefined;
      const stored = read<T>(storageKey);
      if (stored?.value === undefined || !belongs(stored.value, stored.scope ?? '')) return undefined;
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

/** The login modal (the error policy's, `src/ui/loginModal.ts`) closing, after a sign-in or not. */
function onLoginClosed(event: Event): void {
  const dialog = event.target;
  if (dialog instanceof HTMLDialogElement && dialog.matches('dialog.login-modal'))
    loginModalClosed(dialog.returnValue === SIGNED_IN);
}

/**
 * Keeps the values kept across a login (`keptInSession`) with their customer: sweeps the stale
 * and other customers' ones now and after every visit, gives those kept while signed out to the
 * customer who signs in through the login modal they waited for (and drops them when that modal
 * closes without a sign-in, or someone signs in otherwise), and drops them all when the customer
 * logs off (a logoff form sent or link followed). Safe to call twice; returns its stop.
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
  // `close` does not bubble: heard on its way down.
  document.addEventListener('close', onLoginClosed, true);
  stop = () => {
    stopSwap();
    document.removeEventListener('submit', onLogoff);
    document.removeEventListener('click', onLogoff);
    document.removeEventListener('close', onLoginClosed, true);
    stop = undefined;
  };
  return stop;
}
