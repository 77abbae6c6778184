import { expect, type Page, type Route } from '@playwright/test';
import type { Helpers } from './test.ts';

/**
 * What the audit of every state (test/browser/a11y-states.spec.ts) is made of: a journey opens its
 * page once and walks from state to state (a menu open, a dialog open, an error shown, a list
 * loading), auditing each as it stands; the journeys are in a11yJourneys.ts. A page kind is the
 * crawl's (test/browser/crawl.spec.ts): the path with its ids as `#`; the crawl fails when it finds
 * a kind no journey declares.
 */

/** Audits the page as it stands now, under the state's name. */
export type Audit = (state: string) => Promise<void>;

/** What a journey is given: the page, the project's helpers, the audit, and whether it is a phone. */
export interface StateContext {
  page: Page;
  vitrine: Helpers;
  audit: Audit;
  phone: boolean;
}

/** One journey: the page kinds it audits (each at least in its first state) and its steps. */
export interface Journey {
  kinds: string[];
  run(context: StateContext): Promise<void>;
}

/** A page's kind, as the crawl counts them: its path with the ids left out. */
export function pageKind(url: URL): string {
  return url.pathname.replace(/\/\d+(?=\/|$)/g, '/#');
}

/** Waits for the load and for the widgets the page mounts on its own (their count stops growing). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page
    .waitForFunction(
      () => {
        const w = window as unknown as { __mounted?: number; vitrine?: { stats(): { mounted: number } } };
        const now = w.vitrine?.stats().mounted;
        if (now === undefined) return false;
        const same = w.__mounted === now;
        w.__mounted = now;
        return same;
      },
      undefined,
      { polling: 150, timeout: 3_000 },
    )
    .catch(() => undefined);
}

/**
 * Holds the answers to the requests that match until released: the page shows its waiting state
 * (a list loading, a quantity saving) for as long as the audit needs.
 */
export async function hold(page: Page, matches: (url: URL, method: string) => boolean) {
  const held: Route[] = [];
  let open = true;
  const handler = (route: Route) => {
    if (open && matches(new URL(route.request().url()), route.request().method())) held.push(route);
    else void route.fallback();
  };
  await page.route('**/*', handler);
  return {
    /** Waits until a matching request is being held. */
    started: () => expect.poll(() => held.length).toBeGreaterThan(0),
    /** Lets the held requests (and any later ones) through. */
    async release() {
      open = false;
      await page.unroute('**/*', handler);
      for (const route of held.splice(0)) await route.fallback();
    },
  };
}

/** Waits for the header's menu widget, so the header has its final shape. */
export async function headerReady(page: Page): Promise<void> {
  await expect(page.locator('[data-widget-mounted~="main-nav"]')).toHaveCount(1);
}

/** The header's menus one after another: the phone menu or the catalogue submenu, the search, the mini cart. */
export async function headerMenus({ page, audit, phone }: StateContext): Promise<void> {
  await headerReady(page);
  if (phone) {
    await page.locator('.main-nav__burger').click();
    await expect(page.locator('.main-nav__burger')).toHaveAttribute('aria-expanded', 'true');
    await audit('phone menu open');
    await page.locator('.main-nav__burger').click();
  }
  const submenu = page.locator('button.main-nav__toggle[aria-controls="nav-sub-catalogue"]');
  if (!phone) {
    await submenu.click();
    await expect(page.locator('#nav-sub-catalogue')).toBeVisible();
    await audit('catalogue submenu open');
    await page.keyboard.press('Escape');
  }
  await expect(page.locator('[data-widget="search-toggle"][data-widget-mounted]')).toHaveCount(1);
  await page.locator('.site-search__open').click();
  await expect(page.locator('form.search-form[data-widget-mounted]')).toHaveCount(1);
  await page.locator('#site-search').pressSequentially('ta');
  await expect(page.getByRole('option').first()).toBeVisible();
  await audit('search open with suggestions');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  const miniCart = page.locator('.mini-cart__toggle');
  await miniCart.click();
  await expect(page.locator('#mini-cart-panel')).toBeVisible();
  await audit('mini cart open');
  await page.keyboard.press('Escape');
}

/**
 * The text of an open modal dialog whose colour contrast is too low (WCAG 1.4.3: 4.5:1, 3:1 for
 * large text), each as `selector "text" ratio`. axe-core leaves a modal's text undecided: it reads
 * the page under the top layer as overlapping it. Here each text's colour is set against the first
 * opaque background among its ancestors inside the dialog (the dialog's own at the latest).
 */
export function dialogContrast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rgba = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const background = (el: Element, dialog: Element): number[] => {
      for (let at: Element | null = el; at; at = at.parentElement) {
        const colour = rgba(getComputedStyle(at).backgroundColor);
        if ((colour[3] ?? 1) === 1 && getComputedStyle(at).backgroundImage === 'none') return colour;
        if (at === dialog) break;
      }
      return [255, 255, 255];
    };
    const faults: string[] = [];
    for (const dialog of document.querySelectorAll('dialog[open]')) {
      for (const el of dialog.querySelectorAll('*')) {
        const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        if (!own || box.width === 0 || style.visibility === 'hidden' || el.closest('[aria-hidden="true"]'))
          continue;
        if ((el as HTMLButtonElement).disabled) continue;
        const [r = 0, g = 0, b = 0, a = 1] = rgba(style.color);
        const bg = background(el, dialog);
        const fg = [r, g, b].map((c, i) => c * a + (bg[i] ?? 255) * (1 - a));
        const [light, dark] = [luminance(fg), luminance(bg)].sort((x, y) => y - x) as [number, number];
        const ratio = (light + 0.05) / (dark + 0.05);
        const size = Number.parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        if (ratio < (large ? 3 : 4.5))
          faults.push(
            `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${el.textContent?.trim().slice(0, 30)}" ${ratio.toFixed(2)}`,
          );
      }
    }
    return faults;
  });
}
