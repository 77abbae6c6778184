import { useEffect, useState } from 'react';
import { isInTheList } from './sendAdd.ts';

/**
 * Whether the product's variant is already in the chosen list, re-checked whenever the list
 * changes; an answer that arrives after the next change is dropped.
 */
export function useInTheList(url: string, list: number, variantId: number, signal: AbortSignal): boolean {
  const [inList, setInList] = useState(false);
  useEffect(() => {
    let live = true;
    void isInTheList(url, list, variantId, signal).then((found) => {
      if (live && found !== undefined) setInList(found);
    });
    return () => {
      live = false;
    };
  }, [list, variantId, url, signal]);
  return inList;
}
