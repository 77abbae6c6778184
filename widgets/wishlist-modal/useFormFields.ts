import { useState } from 'react';
import type { AddRequest, WishlistFormModel } from './formModel.ts';

/**
 * The form's fields: started from an add kept from before a login, else from the server's form;
 * `adopt` replaces them all with a form the server sent back (e.g. with a validation error).
 */
export function useFormFields(initial: WishlistFormModel, pending: AddRequest | undefined) {
  const [model, setModel] = useState(initial);
  const [list, setList] = useState(pending?.List ?? model.selected);
  const [newName, setNewName] = useState(pending?.NewListName ?? model.newListName);
  const [quantity, setQuantity] = useState(String(pending?.Quantity ?? model.quantity));
  const adopt = (next: WishlistFormModel) => {
    setModel(next);
    setList(next.selected);
    setNewName(next.newListName);
    setQuantity(next.quantity);
  };
  return { model, list, setList, newName, setNewName, quantity, setQuantity, adopt };
}
