import type { BrowserContext, Page } from '@playwright/test';

/**
 * Stores a consent answer (everything optional declined) for the fixture host, as a returning
 * customer has it: the consent banner stays closed and does not sit over the page.
 */
export async function skipConsentBanner(target: Page | BrowserContext): Promise<void> {
  const context = 'context' in target ? target.context() : target;
  const record = { stamp: '2026-11', preferences: false, statistics: false, marketing: false };
  await context.addCookies([
    {
      name: 'VitrineCookieConsent',
      value: encodeURIComponent(JSON.stringify(record)),
      url: 'http://127.0.0.1/',
    },
  ]);
}
