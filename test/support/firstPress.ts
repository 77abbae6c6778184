import type { Page } from '@playwright/test';

/** Every chunk of the bundle (widgets, their libraries, React) answers this many ms late: a slow phone network. */
export async function delayChunks(page: Page, ms: number): Promise<void> {
  await page.route('**/dist/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** What the control the customer used showed in the frame after their press or keystroke. */
export interface FrameAfter {
  /** The control's own state (a box's tick, a radio, a field's text). */
  checked: boolean | null;
  value: string | null;
  /** Its working state: `aria-busy` and the pressed style. */
  busy: boolean;
  pressed: boolean;
}

/**
 * Notes, for the next click (a tap included) or keystroke in a field, what the control shows in
 * the frame that follows it (read in that frame's requestAnimationFrame, before it is painted).
 * @returns the function giving it once the press has been made.
 */
export async function noteNextFrame(page: Page): Promise<() => Promise<FrameAfter>> {
  await page.evaluate(() => {
    const win = window as { __nextFrame?: Promise<unknown> };
    win.__nextFrame = new Promise((resolve) => {
      const on = (event: Event) => {
        document.removeEventListener('click', on, true);
        document.removeEventListener('input', on, true);
        const target = event.target as Element;
        const control = target instanceof HTMLLabelElement && target.control ? target.control : target;
        const el = (control.closest('button, input, select, textarea, a[href]') ??
          control) as HTMLInputElement;
        requestAnimationFrame(() =>
          resolve({
            checked: 'checked' in el && (el.type === 'checkbox' || el.type === 'radio') ? el.checked : null,
            value: 'value' in el ? el.value : null,
            busy: el.getAttribute('aria-busy') === 'true',
            pressed: el.classList.contains('vitrine-pressed'),
          }),
        );
      };
      document.addEventListener('click', on, true);
      document.addEventListener('input', on, true);
    });
  });
  return () =>
    page.evaluate(() => (window as { __nextFrame?: Promise<FrameAfter> }).__nextFrame as Promise<FrameAfter>);
}
