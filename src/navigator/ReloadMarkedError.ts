/** The page fetched asks to be visited with a full load (`data-vitrine-reload`): load it in full. */
export class ReloadMarkedError extends Error {
  constructor(
    /** The absolute address asked for. */
    readonly url: string,
  ) {
    super(`GET ${url} is marked data-vitrine-reload`);
    this.name = 'ReloadMarkedError';
  }
}
