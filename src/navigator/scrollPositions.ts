import type { ScrollPosition } from '../arrival/historyState.ts';

/** How many entries' positions are kept: more than a reader goes back through. */
export const KEPT_POSITIONS = 50;

/**
 * Where the reader left each history entry, by the entry's key: an entry left by Back or Forward
 * cannot be written any more (the browser has already moved to the next one), so its position is
 * kept here. Bounded: the entries left longest ago go first. Serialized for `sessionStorage`, so a
 * reload keeps the positions of the tab's other entries too.
 */
export class ScrollPositions extends Map<string, ScrollPosition> {
  constructor(private readonly limit = KEPT_POSITIONS) {
    super();
  }

  /** Keeps `position` for the entry `key` (the most recent one now). */
  override set(key: string, position: ScrollPosition): this {
    this.delete(key);
    super.set(key, position);
    if (this.size > this.limit) this.delete(this.keys().next().value ?? '');
    return this;
  }

  /** The positions as JSON, oldest first. */
  serialize(): string {
    return JSON.stringify([...this]);
  }

  /** Takes the positions `serialize` wrote; anything malformed is skipped, never thrown. */
  restore(json: string | null): void {
    try {
      for (const [key, p] of JSON.parse(json ?? '[]') as [string, ScrollPosition][]) {
        if (typeof key === 'string' && typeof p?.y === 'number')
          this.set(key, {
            x: +p.x || 0,
            y: p.y,
            ...(typeof p.top === 'number' ? { top: p.top } : {}),
          });
      }
    } catch {
      // Not what `serialize` wrote: nothing to take.
    }
  }
}
