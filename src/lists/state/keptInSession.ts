import { settings } from '../../settings/index.ts';

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

export function read<T>(key: string): Stored<T> | undefined {
  try {
    return (JSON.parse(session()?.getItem(key) ?? 'null') as Stored<T> | null) ?? undefined;
  } catch {
    return undefined;
  }
}

export function remove(key: string): void {
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

export function write(key: string, stored: Stored<unknown>): void {
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

/** The sessionStorage keys of the kept values. */
export function keptKeys(): string[] {
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
      startWatch();
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

/**
 * Starts the watch over the kept values (keptWatch.ts, a chunk of its own): at a page start when
 * the tab keeps some, and when a value is kept. Pages that keep nothing never load it.
 */
export function startWatch(): void {
  void import('../keptWatch.ts').then(
    (m) => m.watchKept(),
    () => undefined,
  );
}

/** Starts the watch when the tab keeps values from an earlier page (the page shell, at start). */
export function watchKeptIfAny(): void {
  if (keptKeys().length > 0) startWatch();
}
