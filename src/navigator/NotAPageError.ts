/** The answer was not an HTML page (a file behind an extensionless URL): load it the normal way. */
export class NotAPageError extends Error {
  constructor(
    /** The absolute address asked for. */
    readonly url: string,
  ) {
    super(`GET ${url} is not an HTML page`);
    this.name = 'NotAPageError';
  }
}
