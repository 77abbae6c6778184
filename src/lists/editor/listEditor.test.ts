import { handleFailures } from '../../http/errorPolicy.ts';
import { HttpError } from '../../http/HttpError.ts';
import { NetworkError } from '../../http/NetworkError.ts';
import type { Outcome } from '../../http/request.ts';
import { keptOperation } from '../keptOperation.ts';
import { ListEditor, type ListKindConfig, type ListOperation, type ShownList } from './listEditor.ts';
import type { ListItemRow } from './listItemRow.ts';

type Own = { op: 'rename'; listId: number; value: string };

const item = (id: number, quantity: number): ListItemRow => ({
  id,
  variantId: id * 10,
  name: `Item ${id}`,
  href: '',
  sku: '',
  variant: '',
  imageUrl: '',
  priceText: '',
  quantity,
});

const refused = (message: string): Outcome<unknown> => ({
  kind: 'failed',
  error: new HttpError(400, 'POST', 'https://shop.test/api/x', undefined, {
    IsSuccessfull: false,
    Message: message,
  }),
});

function kind(keepsTypedQuantity: boolean): ListKindConfig<Own> {
  return {
    kind: 'wishlist',
    source: 'test-list',
    itemIdField: 'ItemId',
    deletedKey: 'Wishlists.ProductDeleted',
    keepsTypedQuantity,
    pending: keptOperation<ListOperation | Own>('test-list-pending'),
  };
}

/** An editor over a list of two items, with calls the test answers. */
function setUp(keepsTypedQuantity = false) {
  let shown: ShownList<ListItemRow> = { id: 7, items: [item(1, 2), item(2, 1)] };
  const answers = {
    quantity: vi.fn(async (): Promise<Outcome<unknown>> => ({ kind: 'ok', data: {}, url: '' })),
    deleteItem: vi.fn(async (): Promise<Outcome<unknown>> => ({ kind: 'ok', data: {}, url: '' })),
    deleteList: vi.fn(async (): Promise<Outcome<unknown>> => ({ kind: 'ok', data: { Uri: '/x' }, url: '' })),
  };
  const deleted = vi.fn();
  const editor = new ListEditor<ListItemRow, Own>(kind(keepsTypedQuantity), {
    calls: {
      updateQuantity: answers.quantity,
      deleteItem: answers.deleteItem,
      deleteList: answers.deleteList,
    },
    read: () => shown,
    write: (list) => {
      shown = list;
    },
    listDeleted: deleted,
    signal: new AbortController().signal,
  });
  editor.remember(shown.items);
  return { editor, answers, deleted, shown: () => shown };
}

describe('ListEditor', () => {
  beforeEach(() => {
    sessionStorage.clear();
    document.body.innerHTML = '';
    history.replaceState(null, '', '/fr/list');
  });

  it('shows the quantity the server kept for the item', async () => {
    const { editor, answers, shown } = setUp();
    answers.quantity.mockResolvedValueOnce({ kind: 'ok', data: { ItemId: 1, Quantity: 5 }, url: '' });
    expect(await editor.setQuantity(item(1, 2), 9)).toBeUndefined();
    expect(shown().items[0]?.quantity).toBe(5);
  });

  it('puts the saved quantity back when the server refused, and says why', async () => {
    const { editor, answers, shown } = setUp(true);
    answers.quantity.mockResolvedValueOnce(refused('Trop'));
    expect(await editor.setQuantity(item(1, 2), 9)).toBe('Trop');
    expect(shown().items[0]?.quantity).toBe(2);
    expect(document.body.textContent).toContain('Trop');
  });

  it('keeps what was typed after a network drop when the kind says so, not otherwise', async () => {
    const drop: Outcome<unknown> = { kind: 'failed', error: new NetworkError('POST', 'https://shop.test/x') };
    const field = setUp(true);
    field.answers.quantity.mockResolvedValueOnce(drop);
    await field.editor.setQuantity(item(1, 2), 9);
    expect(field.shown().items[0]?.quantity).toBe(9);
    const modal = setUp(false);
    modal.answers.quantity.mockResolvedValueOnce(drop);
    await modal.editor.setQuantity(item(1, 2), 9);
    expect(modal.shown().items[0]?.quantity).toBe(2);
  });

  it('takes an item off at once and puts it back when the server refused the delete', async () => {
    const { editor, answers, shown } = setUp();
    let answer: (outcome: Outcome<unknown>) => void = () => {};
    answers.deleteItem.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const deleting = editor.deleteItem(item(1, 2));
    expect(shown().items.map((i) => i.id)).toEqual([2]);
    answer(refused('Non'));
    expect(await deleting).toBe(false);
    expect(shown().items.map((i) => i.id)).toEqual([1, 2]);
  });

  it("after the login, sends the kept operation of the list shown, the kind's own through it", async () => {
    const shownLogin: string[] = [];
    const uninstall = handleFailures((action) => shownLogin.push(action));
    const { editor, answers, deleted } = setUp();
    answers.deleteList.mockResolvedValueOnce({
      kind: 'failed',
      error: new HttpError(401, 'POST', 'https://shop.test/api/x', undefined),
    });
    await editor.deleteList();
    uninstall();
    expect(shownLogin).toEqual(['login']);
    expect(deleted).not.toHaveBeenCalled();
    const own = vi.fn(async () => undefined);
    await editor.replayPending(own);
    expect(deleted).toHaveBeenCalledWith({ Uri: '/x' });
    expect(own).not.toHaveBeenCalled();

    const pending = keptOperation<ListOperation | Own>('test-list-pending');
    pending.keep({ op: 'rename', listId: 7, value: 'Noël' });
    await editor.replayPending(own);
    expect(own).toHaveBeenCalledWith({ op: 'rename', listId: 7, value: 'Noël' }, expect.anything());
    // One about another list (the customer went on to it) is not sent here.
    pending.keep({ op: 'deleteItem', listId: 8, itemId: 1 });
    await editor.replayPending(own);
    expect(answers.deleteItem).not.toHaveBeenCalled();
  });
});
