/**
 * An HTML answer was asked from another origin: HTML fragments and pages come only from the shop
 * itself (docs/integration.md, "Content Security Policy"), so the call was never sent.
 */
export class ForeignOriginError extends Error {
  /** No HTTP status: nothing was sent. */
  readonly status = 0;
  constructor(
    readonly method: string,
    /** The absolute address refused. */
    readonly url: string,
  ) {
    super(`${method} ${url} refused: HTML is only fetched from the page's origin`);
    this.name = 'ForeignOriginError';
  }
}
