import type { ScrollPosition } from './historyState.ts';

/** How many entries' positions are kept: more than a reader goes back through. */
export const KEPT_POSITIONS = 50;

function isPosition(value: unknown): value is ScrollPosition {
  const p = value as Partial<ScrollPosition> | null;
  return (
    !!p &&
    typeof p.x === 'number' &&
    typeof p.y === 'number' &&
    (p.top === undefined || typeof p.top === 'number')
  );
}

/**
 * Where the reader left each history entry, by the entry's key: an entry left by Back or Forward
 * cannot be written any more (the browser has already moved to the next one), so its position is
 * kept here. Bounded: the entries left longest ago go first. Serialized for `sessionStorage`, so a
 * reload keeps the positions of the tab's other entries too.
 */
export class ScrollPositions {
  private readonly positions = new Map<string, ScrollPosition>();

  constructor(private readonly limit = KEPT_POSITIONS) {}

  /** Keeps `position` for the entry `key` (the most recent one now). */
  set(key: string, position: ScrollPosition): void {
    this.positions.delete(key);
    this.positions.set(key, position);
    for (const oldest of this.positions.keys()) {
      if (this.positions.size <= this.limit) break;
      this.positions.delete(oldest);
    }
  }

  get(key: string): ScrollPosition | undefined {
    return this.positions.get(key);
  }

  get size(): number {
    return this.positions.size;
  }

  /** The positions as JSON, oldest first. */
  serialize(): string {
    return JSON.stringify([...this.positions]);
  }

  /** Takes the positions `serialize` wrote; anything malformed is skipped, never thrown. */
  restore(json: string | null): void {
    let entries: unknown;
    try {
      entries = JSON.parse(json ?? '[]');
    } catch {
      return;
    }
    if (!Array.isArray(entries)) return;
    for (const entry of entries) {
      if (Array.isArray(entry) && typeof entry[0] === 'string' && isPosition(entry[1]))
        this.set(entry[0], entry[1]);
    }
  }
}
