import { useState } from 'react';
import { reportFailure } from '../../src/index.ts';
import { sendRemove } from './sendAdd.ts';

export interface RemoveSettings {
  /** The removal call's base; the variant and the list are appended. */
  removeUrl: string;
  /** Where the login returns after a 401 (the page, with openWishlist). */
  returnUrl: string;
  onRemoved(listId: number, message: string): void;
}

/**
 * Takes the variant out of the chosen list (the heart's way back), one call at a time. A 401 opens
 * the login; any other failure follows the error policy and leaves the form as it was.
 */
export function useRemoveFromList(settings: RemoveSettings, variantId: number, signal: AbortSignal) {
  const [removing, setRemoving] = useState(false);
  const remove = async (listId: number) => {
    if (removing) return;
    setRemoving(true);
    const answer = await sendRemove(settings.removeUrl, variantId, listId, signal);
    setRemoving(false);
    if (answer.kind === 'removed') settings.onRemoved(listId, answer.message);
    else if (answer.kind === 'login') reportFailure(answer.error, { returnUrl: settings.returnUrl });
    else if (answer.kind === 'failed') reportFailure(answer.error);
  };
  return { removing, remove: (listId: number) => void remove(listId) };
}
