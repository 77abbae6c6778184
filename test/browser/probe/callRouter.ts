import type { Page, Request, Route } from '@playwright/test';
import { type AnswerKind, answerWith, DELAY_MS } from './answers.ts';
import { callsOf, type ReadmeCall } from './readmeCalls.ts';

/** How the probed call went: not yet made, held (an abort, a delay), or answered. */
export type CallState = 'waiting' | 'held' | 'answered';

/**
 * Routes the page's calls to its own origin while the action runs: notes which of the READMEs'
 * calls it makes (in order) and which it makes that no README lists, and answers the first one
 * that is the `target` with `kind`; every other goes to the server as it is.
 */
export class CallRouter {
  readonly seen: string[] = [];
  readonly unlisted = new Set<string>();
  state: CallState = 'waiting';
  private release: () => void = () => {};
  private finished: Promise<void> | undefined;

  constructor(
    private readonly calls: ReadmeCall[],
    private readonly target: string | undefined,
    private readonly kind: AnswerKind | undefined,
  ) {}

  async install(page: Page, origin: string): Promise<void> {
    await page.route(
      (url) => url.origin === origin && !/^\/(dist|static|media|__fixtures)\//.test(url.pathname),
      (route) => this.handle(route),
    );
  }

  /** Lets a held call go on (an abort ends it, a delay answers it). */
  releaseHeld(): void {
    this.release();
  }

  /** Resolves when the probed call has had its answer (or was aborted). */
  answered(): Promise<void> {
    return this.finished ?? Promise.resolve();
  }

  private name(request: Request): string | undefined {
    const url = new URL(request.url());
    const [call] = callsOf(this.calls, request.method(), url.pathname);
    if (!call) this.unlisted.add(`${request.method()} ${url.pathname}`);
    return call?.id;
  }

  private handle(route: Route): Promise<void> {
    const request = route.request();
    if (!['fetch', 'xhr'].includes(request.resourceType())) return route.fallback();
    const id = this.name(request);
    if (id) this.seen.push(id);
    if (!id || id !== this.target || !this.kind || this.state !== 'waiting') return route.fallback();
    this.finished = this.answer(route, this.kind);
    return this.finished;
  }

  private async answer(route: Route, kind: AnswerKind): Promise<void> {
    if (kind === 'abort' || kind === 'delay') {
      this.state = 'held';
      const go = new Promise<void>((resolve) => {
        this.release = resolve;
      });
      if (kind === 'delay') setTimeout(() => this.release(), DELAY_MS);
      await go;
      // The page may have given the call up meanwhile (its widget gone): nothing to answer then.
      await (kind === 'abort' ? route.abort('aborted') : route.fallback()).catch(() => undefined);
    } else await answerWith(route, kind);
    this.state = 'answered';
  }
}
