import type { Locator, Page } from '@playwright/test';

/** How long a person's press lasts, from the button going down to it coming up. */
export const PRESS_MS = 60;

/**
 * A person's press on `target` with the mouse: the pointer comes from the page's corner onto it
 * (the island's first sign of interest), rests there `restMs`, then the button goes down and comes
 * up `PRESS_MS` later. Each step is its own input, so the island's mount may fall between any two.
 */
export async function pressAfterRest(target: Locator, restMs: number): Promise<void> {
  const page = target.page();
  // Where the customer sees it now: in the middle of the screen, measured as the pointer sets off.
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await target.boundingBox();
  if (!box) throw new Error('the control to press is not on screen');
  await page.mouse.move(1, 1);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
  if (restMs > 0) await page.waitForTimeout(restMs);
  await page.mouse.down();
  await page.waitForTimeout(PRESS_MS);
  await page.mouse.up();
}

/** The moments of a press within an island's mount: the pointer rests 0 to 300 ms before it. */
export const RESTS = [0, 50, 100, 150, 200, 250, 300];

/** When the island's code comes, relative to the customer's first move. */
export interface ChunkTiming {
  name: string;
  /** Prepares the page before the visit the press is made on. */
  prepare(page: Page, visit: () => Promise<void>): Promise<void>;
}

/** Every chunk answers `ms` late from now on (the first visit on a slow network). */
async function lateChunks(page: Page, ms: number): Promise<void> {
  await page.route('**/dist/chunks/**', async (route) => {
    if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

const ON_TIME: ChunkTiming = {
  name: 'a first visit, the code on time',
  prepare: (page) => lateChunks(page, 0),
};
const LATE: ChunkTiming = {
  name: 'a first visit, the code 400 ms late',
  prepare: (page) => lateChunks(page, 400),
};
const CACHED: ChunkTiming = {
  name: 'a visit with the code cached',
  // The page seen once, its islands used: their files are in the browser's cache.
  prepare: async (_page, visit) => visit(),
};

export const CHUNK_TIMINGS: ChunkTiming[] = [
  ON_TIME,
  { name: 'a first visit, the code 150 ms late', prepare: (page) => lateChunks(page, 150) },
  LATE,
  CACHED,
];

/** One moment of a press within an island's mount: when the code comes, how long the pointer (or focus) rests. */
export interface PressMoment {
  timing: ChunkTiming;
  rest: number;
}

/**
 * The moments that tell a press's fate apart, for the islands that share the facets' mechanism
 * (the loader's first action, PressGate): every rest on a first visit with the code on time, where
 * the evaluation and the render span the rests; with the code 400 ms late, two presses before it
 * comes (the loader's to keep); with the code cached, a press as the pointer lands and one after
 * a rest, by when the island may be on screen.
 * The facets keep the full matrix (`CHUNK_TIMINGS` x `RESTS`, 28 cases): each island more would
 * add minutes to a suite whose time is counted, for moments that this subset already reaches.
 */
export const PRESS_MOMENTS: PressMoment[] = [
  ...[0, 100, 200, 300].map((rest) => ({ timing: ON_TIME, rest })),
  ...[100, 300].map((rest) => ({ timing: LATE, rest })),
  ...[0, 200].map((rest) => ({ timing: CACHED, rest })),
];
