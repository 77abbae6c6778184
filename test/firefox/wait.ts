import type { ElementHandle, Page } from 'puppeteer-core';

/** Waits until `selector` matches an element that is rendered (has a box) and not hidden. */
export async function shown(page: Page, selector: string, timeout = 15_000): Promise<void> {
  await page.waitForSelector(selector, { visible: true, timeout });
}

/** Waits until no element matches `selector` or none of them shows. */
export async function gone(page: Page, selector: string, timeout = 15_000): Promise<void> {
  await page.waitForSelector(selector, { hidden: true, timeout });
}

/** Waits until the page's address matches `pattern` (a navigator visit or a full load). */
export async function addressIs(page: Page, pattern: RegExp, timeout = 15_000): Promise<void> {
  await page.waitForFunction((source) => new RegExp(source).test(location.href), { timeout }, pattern.source);
}

/** Polls `read` in Node until `accept` takes its value; fails with the last value after `timeout`. */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeout = 15_000,
): Promise<T> {
  const until = Date.now() + timeout;
  let value = await read();
  while (!accept(value)) {
    if (Date.now() > until) throw new Error(`Still ${JSON.stringify(value)} after ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** The trimmed text of the first element that matches, or null. */
export function textOf(page: Page, selector: string): Promise<string | null> {
  return page.evaluate((s) => document.querySelector(s)?.textContent?.trim() ?? null, selector);
}

/**
 * Moves the pointer onto an island that waits for the customer's first move, and waits until it
 * is mounted and waits no more (test/support/firstMove.ts's `reachFor`, in Firefox).
 */
export async function reachFor(page: Page, selector: string, widget: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.hover(selector);
  await page.waitForFunction(
    (s, w) => {
      const el = document.querySelector(s);
      const mounted = el?.getAttribute('data-widget-mounted')?.split(' ') ?? [];
      return mounted.includes(w) && !el?.hasAttribute('data-widget-deferred');
    },
    {},
    selector,
    widget,
  );
}

/** Clicks the first element matching `selector` that shows (a menu has the same link twice, one hidden). */
export async function clickShown(page: Page, selector: string, timeout = 15_000): Promise<void> {
  const handle = await page.waitForFunction(
    (s) =>
      [...document.querySelectorAll<HTMLElement>(s)].find((el) =>
        el.checkVisibility({ visibilityProperty: true }),
      ),
    { timeout },
    selector,
  );
  const element = handle.asElement() as ElementHandle<Element> | null;
  if (!element) throw new Error(`No element shows for ${selector}`);
  await element.click();
  await handle.dispose();
}
