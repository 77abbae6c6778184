const active = new Map<string, AbortController>();

/**
 * Starts the request of `key`: a newer request with the same key aborts the earlier one, so only
 * the latest answer is used (variant changes, suggestions, facet reloads).
 * @returns the signal for the new request and a function to call when it settles.
 */
export function claimKey(key: string): { signal: AbortSignal; release: () => void } {
  active.get(key)?.abort();
  const controller = new AbortController();
  active.set(key, controller);
  return {
    signal: controller.signal,
    release: () => {
      if (active.get(key) === controller) active.delete(key);
    },
  };
}

/** Aborts the request of `key`, if one is under way. */
export function abortKey(key: string): void {
  active.get(key)?.abort();
  active.delete(key);
}
