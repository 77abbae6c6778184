/** Listing parameters the toolbar sets; changing sort or page size starts again from page 1. */
export const TOOLBAR_PARAMS = ['sort', 'pageSize', 'display'] as const;

const RESETS_PAGE: ReadonlySet<string> = new Set(['sort', 'pageSize']);

/** The listing URL with one toolbar parameter changed; pageindex dropped on sort and page size. */
export function toolbarUrl(current: string, name: string, value: string): string {
  const url = new URL(current);
  url.searchParams.set(name, value);
  if (RESETS_PAGE.has(name)) url.searchParams.delete('pageindex');
  return url.pathname + url.search + url.hash;
}
