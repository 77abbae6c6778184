import type { Page } from '@playwright/test';

/**
 * Sends every `securitypolicyviolation` of every document `page` shows to `report`, in the spec's
 * process: the directive, the blocked address, where (file and line) and the browser's sample. A
 * Trusted Types refusal is one (`require-trusted-types-for` or `trusted-types`).
 */
export async function reportViolations(page: Page, report: (text: string) => void): Promise<void> {
  await page.exposeBinding('__vitrineViolation', (_source, text: string) => report(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = `${event.sourceFile}:${event.lineNumber}`;
      const text = `${event.violatedDirective} ${event.blockedURI} ${where} ${event.sample}`;
      (window as { __vitrineViolation?: (text: string) => void }).__vitrineViolation?.(text);
    });
  });
}
