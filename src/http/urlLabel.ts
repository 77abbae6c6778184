/**
 * How an error message names an address: path and query for the page's own origin (errors read
 * "GET /api/v1/x failed: 500"), the whole address for any other.
 */
export function urlLabel(url: string): string {
  try {
    const parsed = new URL(url, location.href);
    return parsed.origin === location.origin ? parsed.pathname + parsed.search : parsed.href;
  } catch {
    return url;
  }
}
