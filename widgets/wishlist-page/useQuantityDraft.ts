import { type FormEvent, useEffect, useState } from 'react';
import { listQuantity } from '../../src/index.ts';
import type { ItemModel } from './pageModel.ts';

/**
 * An item's quantity field: the typed draft follows the item's quantity until the customer types;
 * a commit (Enter, the button, or leaving a changed field) sends a new valid quantity and puts an
 * invalid one back to the saved quantity.
 */
export function useQuantityDraft(item: ItemModel, onQuantity: (item: ItemModel, quantity: number) => void) {
  const [draft, setDraft] = useState(String(item.quantity));
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    if (!dirty) setDraft(String(item.quantity));
  }, [item.quantity, dirty]);

  const commit = () => {
    const quantity = listQuantity(draft);
    setDirty(false);
    if (quantity === undefined) {
      setDraft(String(item.quantity));
      return;
    }
    setDraft(String(quantity));
    if (quantity !== item.quantity) onQuantity(item, quantity);
  };
  return {
    draft,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      commit();
    },
    onChange: (value: string) => {
      setDraft(value);
      setDirty(true);
    },
    onBlur: () => dirty && commit(),
  };
}
