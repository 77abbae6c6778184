import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { type CartSummary, dispatch, on } from '../events/index.ts';
import { abortKey, type Outcome, reportFailure, reportUnknownFailure, request } from '../http/index.ts';
import { settings } from '../settings/index.ts';
import { type CartMessage, type CartSync, startCartSync } from './cartSync.ts';
import { type CartAnswer, type CartDetails, readCartAnswer } from './readCartAnswer.ts';

// Written only here: every change goes through the store's functions below.
const summarySignal = signal<CartSummary | null>(null);
const detailsSignal = signal<CartDetails | null>(null);

/** The cart's count and amounts; null until a page or an answer told us. Read-only. */
export const cartSummary: ReadonlySignal<CartSummary | null> = summarySignal;
/** The full cart (lines, coupon, shipping) from the last full answer; null until one arrived. Read-only. */
export const cartDetails: ReadonlySignal<CartDetails | null> = detailsSignal;
/** Units in the cart, or undefined while unknown. */
export const cartCount = computed(() => cartSummary.value?.ItemsCount);

/**
 * Calls `changed` at each change of the full cart from now on (not for the cart as it is now): for
 * server markup that shows the cart as the page came and has to give way when it changes.
 * @returns the function that stops watching.
 */
export function whenCartChanges(changed: () => void): () => void {
  let first = true;
  return cartDetails.subscribe(() => {
    if (first) first = false;
    else changed();
  });
}

const OWN_SOURCE = 'cart-store';
const LOAD_KEY = 'cart-store-load';
let dispatching = false;
let sync: CartSync | undefined;

const same = (a: CartSummary | null, b: CartSummary) =>
  a !== null &&
  a.ItemsCount === b.ItemsCount &&
  a.AmountTaxInclHtml === b.AmountTaxInclHtml &&
  a.AmountTaxExclHtml === b.AmountTaxExclHtml;

function announce(source: string, cart: CartSummary): void {
  dispatching = true;
  try {
    dispatch('vitrine:cart-changed', { source, cart });
  } finally {
    dispatching = false;
  }
}

/** Puts an answer in the store; `tell` fires `vitrine:cart-changed` (not for integrators' own events). */
function store(answer: CartAnswer, source: string, tell = true): boolean {
  const { summary, details } = answer;
  const changed = !same(cartSummary.value, summary);
  batch(() => {
    summarySignal.value = summary;
    if (details) detailsSignal.value = details;
  });
  // A summary-only answer (add to cart) leaves the lines behind: fetch them if someone shows them.
  if (!details && cartDetails.value && changed) void loadCart();
  if (tell && (changed || source !== OWN_SOURCE)) announce(source, summary);
  return changed;
}

/**
 * Takes a cart answer, read (a command's, a load's): the store, `vitrine:cart-changed` with
 * `source` and the other tabs follow.
 */
export function applyCartAnswer(answer: CartAnswer, source: string, raw: unknown): void {
  store(answer, source);
  sync?.post({ culture: settings().culture, answer: raw });
}

/**
 * Takes an answer that should be the cart and comes from outside the cart's commands (the cart an
 * order's confirmation carries): read once, then as any other. False when it is no cart.
 */
export function applyCart(data: unknown, source: string): boolean {
  const answer = readCartAnswer(data);
  if (answer) applyCartAnswer(answer, source, data);
  return answer !== undefined;
}

/**
 * Takes the cart a page was rendered with (the cart page's state block): the store knows it
 * without a call, and nobody is told, as nothing changed.
 */
function seedCart(answer: CartAnswer): void {
  store(answer, OWN_SOURCE, false);
}

/**
 * Starts the store from the cart a page was rendered with: a `<script type="application/json">`
 * block holding a full cart answer (the cart page's, the checkout's). Without a block, or when it
 * holds no cart, the cart is loaded instead.
 */
export function seedPageCart(block: Element | null | undefined, signal?: AbortSignal): void {
  const answer = readCartAnswer(parseJson(block?.textContent));
  if (answer?.details) seedCart(answer);
  else void loadCart(signal);
}

function parseJson(text: string | null | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Loads the whole cart (`GET /api/v1/shoppingcarts`); a newer load replaces an older one. */
export async function loadCart(signal?: AbortSignal): Promise<Outcome<unknown>> {
  const outcome = await request('GET', 'api/v1/shoppingcarts', {
    key: LOAD_KEY,
    ...(signal ? { signal } : {}),
  });
  if (outcome.kind === 'ok' && !applyCart(outcome.data, OWN_SOURCE))
    console.error('[vitrine] cart: GET /api/v1/shoppingcarts answered no cart', outcome.data);
  return outcome;
}

/** How long a read of the cart after a change waits before it is tried again. */
const REREAD_RETRY_MS = 1000;

/**
 * Reads the cart after changes whose answers do not give it: a read that fails (or answers no
 * cart) is tried once more a moment later, then reported (the error policy), so that the page
 * never goes on showing amounts the server no longer has without the customer knowing.
 */
async function rereadCart(): Promise<void> {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const outcome = await loadCart();
    // A newer read or change took over; or the cart is here.
    if (outcome.kind === 'aborted' || (outcome.kind === 'ok' && readCartAnswer(outcome.data))) return;
    if (attempt === 2) {
      if (outcome.kind === 'failed') reportFailure(outcome.error);
      else reportUnknownFailure();
      return;
    }
    console.warn('[vitrine] cart: reading the cart after a change failed; asking again');
    await new Promise((resolve) => setTimeout(resolve, REREAD_RETRY_MS));
  }
}

let writes = 0;
let overlapped = false;
let unread = false;
let rereading: Promise<unknown> | undefined;

/** How a cart change answers. */
export interface CartWriteOptions {
  /**
   * The answer is not the cart (a coupon's true or false): the cart is read again once this and
   * any change overlapping it are back, and the write resolves after that read. Default false.
   */
  answersOther?: boolean;
}

/**
 * Runs one cart change (every call that changes the cart goes through here). Answers to
 * overlapping changes can arrive in another order than the server handled them, so once the last
 * of them is back the cart is read again, once: page, header and server then agree. A load in
 * flight is dropped: a change makes it old.
 */
export async function cartWrite<T>(work: () => Promise<T>, options: CartWriteOptions = {}): Promise<T> {
  abortKey(LOAD_KEY);
  writes += 1;
  // A change while the cart is read again drops that read: the next one is needed all the same.
  if (writes > 1 || rereading) overlapped = true;
  if (options.answersOther) unread = true;
  let reread: Promise<unknown> | undefined;
  try {
    return await work();
  } finally {
    writes -= 1;
    if (writes === 0 && (overlapped || unread)) {
      overlapped = false;
      unread = false;
      reread = rereadCart();
      rereading = reread;
      void reread.finally(() => {
        if (rereading === reread) rereading = undefined;
      });
    }
    if (reread && options.answersOther) await reread;
  }
}

function fromOtherTab(message: CartMessage): void {
  // Amounts are formatted for the sender's culture: ask the server in ours instead.
  if (message.culture !== settings().culture) {
    void loadCart();
    return;
  }
  const answer = readCartAnswer(message.answer);
  if (answer) store(answer, 'other-tab');
}

let users = 0;
let stopListening: (() => void) | undefined;

/**
 * Starts the store's listeners (integrators' `vitrine:cart-changed`, other tabs) for one user;
 * the returned release stops them when the last user leaves. Safe to call any number of times.
 */
export function connectCart(): () => void {
  users += 1;
  if (users === 1) {
    const stopEvents = on('vitrine:cart-changed', ({ source, cart }) => {
      const answer = dispatching ? undefined : readCartAnswer(cart);
      if (answer) store(answer, source, false);
    });
    const channel = startCartSync(fromOtherTab);
    sync = channel;
    stopListening = () => {
      channel.stop();
      stopEvents();
      sync = undefined;
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users -= 1;
    if (users === 0) stopListening?.();
  };
}
