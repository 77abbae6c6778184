/** The page fetched runs another release of the bundle (a deploy came meanwhile): load it in full. */
export class OtherReleaseError extends Error {
  constructor(
    /** The absolute address asked for. */
    readonly url: string,
  ) {
    super(`GET ${url} is a page of another release`);
    this.name = 'OtherReleaseError';
  }
}
