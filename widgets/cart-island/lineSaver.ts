import { signal } from '@preact/signals-core';
import {
  afterPaint,
  answerMessage,
  BadAnswerError,
  type CartItem,
  cartCommands,
  cartDetails,
  isRefusal,
  lineIn,
  lineProduct,
  loadCart,
  type RequestError,
  reportFailure,
  trackCartChange,
} from '../../src/index.ts';
import { type LineEvent, type LineSave, lineTransition } from './lineSaveStates.ts';
import { keepPendingChange } from './pendingChange.ts';

/** Typing settles this long before a quantity is saved (the quantity keyup debounce). */
export const QUIET_MS = 600;

/**
 * What the line says under its field: the server's adjustment, or why a change was not saved. Kept
 * as a string key, translated when shown: a change can fail before the page's strings have come.
 */
export interface LineNotice {
  kind: 'adjusted' | 'failed';
  key: string;
  vars?: Record<string, string | number>;
  /** The server's own reason, shown before the translated text. */
  reason?: string | undefined;
}

const lineOf = (id: number): CartItem | undefined =>
  cartDetails.value?.Items.find((item) => item.ShoppingCartItemId === id);

/**
 * Saves one line's quantity (`PUT /api/v1/shoppingcarts/shoppingcartitems/{id}` with Quantity)
 * through the line-save state machine: timers, the call, analytics, the server's notes and
 * failures. Its state and notice are signals the line's component reads.
 */
export class LineSaver {
  readonly state = signal<LineSave>({ status: 'idle', seq: 0 });
  readonly notice = signal<LineNotice | null>(null);
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The change whose call waits for the next frame. */
  private waiting: { quantity: number; seq: number } | undefined;
  private readonly controller = new AbortController();

  constructor(
    private readonly itemId: number,
    private readonly currency: string,
  ) {}

  /** The quantity the server holds for the line (0 once it left the cart). */
  confirmed(): number {
    return lineOf(this.itemId)?.Quantity ?? 0;
  }

  /** The customer typed or stepped to a quantity: saved after a quiet period. */
  edit(quantity: number): void {
    clearTimeout(this.timer);
    this.step({ type: 'edit', quantity });
    if (this.state.value.status === 'editing') this.timer = setTimeout(() => this.commit(), QUIET_MS);
  }

  /** Save now (the field's change, leaving it). */
  commit(): void {
    clearTimeout(this.timer);
    this.step({ type: 'commit', confirmed: this.confirmed() });
  }

  /** Save now, again after a broken answer too (Enter). */
  retry(): void {
    clearTimeout(this.timer);
    this.step({ type: 'commit', confirmed: this.confirmed(), retry: true });
  }

  /** Stops the timers and calls; a change still waiting for its frame is sent all the same. */
  stop(): void {
    clearTimeout(this.timer);
    const change = this.waiting;
    this.waiting = undefined;
    if (change) void this.send(change.quantity, change.seq);
    this.controller.abort();
  }

  private step(event: LineEvent): void {
    const { state, send } = lineTransition(this.state.value, event);
    this.state.value = state;
    if (send) void this.sendAfterPaint(send.quantity, send.seq);
  }

  /** The line shows it is saving in the frame after the input; the call goes after that frame. */
  private async sendAfterPaint(quantity: number, seq: number): Promise<void> {
    const change = { quantity, seq };
    this.waiting = change;
    await afterPaint();
    if (this.waiting !== change) return; // sent by stop(), or a newer change took its place
    this.waiting = undefined;
    await this.send(quantity, seq, this.controller.signal);
  }

  private async send(quantity: number, seq: number, signal?: AbortSignal): Promise<void> {
    const before = lineOf(this.itemId);
    this.notice.value = null;
    const outcome = await cartCommands.setQuantity(this.itemId, quantity, {
      source: 'cart-page',
      ...(signal ? { signal } : {}),
    });
    if (outcome.kind === 'aborted') return;
    if (outcome.kind === 'failed') {
      this.fail(seq, quantity, outcome.error);
      return;
    }
    // What the server kept, from its answer to this change (the store may hold a newer one).
    const kept = lineIn(outcome.cart, this.itemId)?.Quantity ?? 0;
    if (before) trackCartChange(lineProduct(before), before.Quantity, kept, this.currency);
    const note = outcome.cart.info.find(
      (m) => !before || m.ItemOriginAndKey === `${before.ItemOrigin}|${before.ItemKey}`,
    );
    if (note) {
      this.notice.value = {
        kind: 'adjusted',
        ...(note.Reason === 'Stock'
          ? { key: 'ShoppingCarts.OnlyInStock', vars: { ItemName: note.ItemName, Quantity: note.Quantity } }
          : { key: 'ShoppingCarts.QuantityChangedMessage', vars: { ...note } }),
      };
    }
    this.step({ type: 'answered', seq, quantity: kept });
  }

  private fail(seq: number, quantity: number, error: RequestError): void {
    const current = this.state.value;
    // Only a refusal puts the server's quantity back; after any other failure nothing refused
    // the quantity, so what the customer typed stays, to be sent again.
    const refused = isRefusal(error);
    this.step({ type: 'failed', seq, keep: !refused });
    if (this.state.value === current) return; // an older change: a newer one decides
    if (refused) {
      const vars = { quantity: this.confirmed() };
      this.notice.value = {
        kind: 'failed',
        key: 'ShoppingCarts.QuantityNotSaved',
        vars,
        reason: answerMessage(error.body),
      };
      console.warn(`[vitrine] cart-page: ${error.message}`);
      return;
    }
    if (error.status === 401) {
      keepPendingChange({ itemId: this.itemId, quantity });
      this.notice.value = { kind: 'failed', key: 'ShoppingCarts.LoginToSave', vars: { quantity } };
      reportFailure(error);
      return;
    }
    if (error.status === 404) void loadCart();
    this.notice.value = { kind: 'failed', key: 'ShoppingCarts.QuantityNotSavedRetry', vars: { quantity } };
    // An answer that is no cart leaves the server's quantity unknown: the error policy says so.
    if (error instanceof BadAnswerError) reportFailure(error);
    else console.warn(`[vitrine] cart-page: ${error.message}`);
  }
}
