import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import type { FaultRuleInput } from '../../fixtures/server/faultRule.ts';
import { reportViolations } from './violations.ts';

/** A fault rule for the fixture server (docs/integration.md, "The fixture server"), as the fixture server reads it. */
export type FaultRule = FaultRuleInput;

export interface LoggedEvent {
  type: string;
  url?: string;
  widget?: string;
}

export interface Helpers {
  /** Registers faults for this test's visitor only. */
  faults(rules: FaultRule | FaultRule[]): Promise<void>;
  /** The vitrine:* events seen so far, in order. */
  events(): Promise<LoggedEvent[]>;
  /** Runs axe-core and returns the violations (ids, impacts and targets). */
  axe(): Promise<{ id: string; impact: string; targets: string[] }[]>;
  /** Console errors and page errors seen so far. */
  consoleErrors: string[];
  /** Uncaught page errors seen so far. */
  pageErrors: string[];
}

declare global {
  interface Window {
    __vitrineEvents?: LoggedEvent[];
  }
}

const EVENT_NAMES = [
  'page-leave',
  'page-fetch',
  'page-swap',
  'page-loaded',
  'page-finished',
  'page-error',
  'page-abort',
  'cart-changed',
  'wishlist-changed',
  'consent-set',
  'widget-error',
];

async function installEventLog(page: Page): Promise<void> {
  await page.addInitScript((names: string[]) => {
    window.__vitrineEvents = [];
    for (const name of names) {
      document.addEventListener(`vitrine:${name}`, (event) => {
        const detail = (event as CustomEvent).detail ?? {};
        window.__vitrineEvents?.push({ type: name, url: detail.url, widget: detail.widget });
      });
    }
  }, EVENT_NAMES);
}

/**
 * Waits until the bundle's page shell (navigator and validation, a chunk the entry loads right
 * after it starts) is running, so a click is a navigator visit rather than a full load. Pages
 * whose shell chunk is made to fail are given up on after a short while.
 */
async function shellReady(page: Page): Promise<void> {
  await page
    .waitForFunction(() => window.vitrine?.navigator !== undefined, undefined, { timeout: 5_000 })
    .catch(() => undefined);
}

/** Options of the project's test. */
export interface PolicyOptions {
  /**
   * Violations a spec expects (a script injected on purpose): every other `securitypolicyviolation`,
   * a Trusted Types refusal included, fails the test. Default none.
   */
  expectedViolations: RegExp[];
}

/** The project's test: every test starts from the seeded state, with an event log and helpers. */
export const test = base.extend<{ vitrine: Helpers; violations: string[] } & PolicyOptions>({
  expectedViolations: [[], { option: true }],
  // Every page of every spec runs under the shop's CSP with Trusted Types enforced: a violation
  // (an HTML sink written outside the door, a script no nonce vouched for) fails the test.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern.
  violations: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, violations, expectedViolations }, use) => {
    await reportViolations(page, (text) => violations.push(text));
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await shellReady(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await shellReady(page);
      return response;
    };
    await use(page);
    const unexpected = violations.filter((text) => !expectedViolations.some((allowed) => allowed.test(text)));
    expect(unexpected, 'CSP or Trusted Types violations').toEqual([]);
  },
  vitrine: async ({ page }, use) => {
    const consoleErrors: string[] = [];
    const pageErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => {
      consoleErrors.push(String(error));
      pageErrors.push(String(error));
    });
    await installEventLog(page);
    await page.request.post('/__fixtures/reset');
    await use({
      async faults(rules) {
        const response = await page.request.post('/__fixtures/faults', { data: rules });
        expect(response.ok()).toBe(true);
      },
      events: () => page.evaluate(() => window.__vitrineEvents ?? []),
      async axe() {
        // A fade still running (a scroll-in block coming into view, the news ticker's next item)
        // reads as low contrast: let CSS transitions and finite CSS animations end first (a paused
        // test clock holds none of them back; an endless one, a spinner, is not waited for).
        await page.waitForFunction(() =>
          document
            .getAnimations()
            .every(
              (a) =>
                a.playState !== 'running' ||
                !(a instanceof CSSTransition || a instanceof CSSAnimation) ||
                a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
            ),
        );
        // Violations only: axe then skips gathering every passing node, the bulk of its work. One
        // axe.run in the page that asks its frames itself (legacy mode), not a partial run per frame
        // finished in a blank page of its own: opening that page cost each audit 2 to 7 s.
        const result = await new AxeBuilder({ page })
          .setLegacyMode()
          .options({ resultTypes: ['violations'] })
          .analyze();
        return result.violations.map((v) => ({
          id: v.id,
          impact: v.impact ?? 'minor',
          targets: v.nodes.map((n) => n.target.join(' ')),
        }));
      },
      consoleErrors,
      pageErrors,
    });
  },
});

export type { Page };
export { expect };
