let live = 0;

/** Counts React roots created by islands, so tests and the bench can prove none is left behind. */
export const liveRoots = {
  add(): void {
    live += 1;
  },
  remove(): void {
    live -= 1;
  },
  get count(): number {
    return live;
  },
};
