/**
 * The history state the document was loaded with, read as the bundle's first files are evaluated:
 * before the site's own scripts run at DOMContentLoaded, some of which replace the state (Sphinx's
 * search highlighter writes `{}` on every page load), taking the entry's key and the position
 * saved for a reload with it. `keepStateAtLoad` (historyState.ts) puts the navigator's part back.
 */
export const STATE_AT_LOAD: unknown = history.state;
