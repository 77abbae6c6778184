import type { Page } from '@playwright/test';

/**
 * What went wrong in one page since it was last asked: console errors, uncaught errors and answers
 * of 400 or more, and requests that failed other than by an abort.
 */
export class PageWatch {
  private problems: string[] = [];

  constructor(page: Page) {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // A failed load's message names no address; its location does.
      const where = message.location().url;
      this.problems.push(`console error${where ? ` (${where})` : ''}: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.problems.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) this.problems.push(`${response.status()} for ${response.url()}`);
    });
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? '?';
      // An abort is a state (a hover's request replaced, a failed stylesheet's body dropped), not an error.
      if (reason !== 'net::ERR_ABORTED')
        this.problems.push(`request failed (${reason}) for ${request.url()}`);
    });
  }

  /** The problems seen since the last call, each once. */
  take(): string[] {
    const seen = [...new Set(this.problems)];
    this.problems = [];
    return seen;
  }
}
