import type { ElementHandle, Page } from 'puppeteer-core';

/** Waits until `selector` matches an element that is rendered (has a box) and not hidden. */
export async function shown(page: Page, selector: string, timeout = 15_000): Promise<void> {
  await page.waitForSelector(selector, { visible: true, timeout });
}

/** Waits until no element matches `selector` or none of them shows. */
export async function gone(page: Page, selector: string, timeout = 15_000): Promise<void> {
  await page.waitForSelector(selector, { hidden: true, timeout });
}

/**
 * Waits until `predicate`, run in the page with `args`, is truthy. Puppeteer's `waitForFunction`
 * builds its poller with `new Function`, which the shop's Trusted Types policy refuses in Firefox
 * ("call to Function() blocked by CSP"): the predicate is asked from Node instead, every `polling` ms (100 by default).
 */
export async function until<A extends unknown[]>(
  page: Page,
  predicate: (...args: A) => unknown,
  options: { timeout?: number; polling?: number } = {},
  ...args: A
): Promise<void> {
  const { timeout = 15_000, polling = 100 } = options;
  // A handle, not a value: an element (a truthy answer) does not come back as a value.
  const ask = async () => {
    const handle = await page.evaluateHandle(predicate as (...values: unknown[]) => unknown, ...args);
    const truthy = handle.asElement() !== null || Boolean(await handle.jsonValue());
    await handle.dispose();
    return truthy;
  };
  const end = Date.now() + timeout;
  while (!(await ask())) {
    if (Date.now() > end) throw new Error(`Still false after ${timeout} ms: ${predicate}`);
    await new Promise((resolve) => setTimeout(resolve, polling));
  }
}

/**
 * Puppeteer's locator of `selector`, without its wait for an enabled control: that wait is a
 * `waitForFunction`, which Firefox refuses under the shop's policy (see `until`). A locator still
 * waits for the element to be there, shown, in view and still.
 */
export function at(page: Page, selector: string) {
  return page.locator(selector).setWaitForEnabled(false);
}

/**
 * The page's address as the page has it: Puppeteer's `page.url()` in Firefox ESR 140 does not
 * follow a `history.pushState` (a navigator visit, a filter).
 */
export function addressOf(page: Page): Promise<string> {
  return page.evaluate(() => location.href);
}

/** Waits until the page's address matches `pattern` (a navigator visit or a full load). */
export async function addressIs(page: Page, pattern: RegExp, timeout = 15_000): Promise<void> {
  await until(page, (source: string) => new RegExp(source).test(location.href), { timeout }, pattern.source);
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
  await until(
    page,
    (s: string, w: string) => {
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
  const shows = (s: string) =>
    [...document.querySelectorAll<HTMLElement>(s)].some((el) =>
      el.checkVisibility({ visibilityProperty: true }),
    );
  await until(page, shows, { timeout }, selector);
  const handle = await page.evaluateHandle(
    (s: string) =>
      [...document.querySelectorAll<HTMLElement>(s)].find((el) =>
        el.checkVisibility({ visibilityProperty: true }),
      ),
    selector,
  );
  const element = handle.asElement() as ElementHandle<Element> | null;
  if (!element) throw new Error(`No element shows for ${selector}`);
  await element.click();
  await handle.dispose();
}
